import { Button, Card, Flex, List } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAnswerClubInvitation, useClubInvitations } from '../../api/clubs.js';
import { dateTime } from '../format/format.js';
import { useToasts } from '../notify/useToasts.js';

/** The invitations to manage a club addressed to the signed-in organiser, each to accept or decline; nothing when there are none. */
export function ClubInvitations() {
  const { t } = useLingui();
  const invitations = useClubInvitations();
  const answer = useAnswerClubInvitation();
  const toasts = useToasts();
  if (!invitations.data || invitations.data.length === 0) return null;

  const reply = (clubId: string, accept: boolean) =>
    answer.mutate(
      { clubId, accept },
      {
        onSuccess: (done) => toasts.success(done.message),
        onError: (error) => toasts.error(error),
      },
    );

  return (
    <Card title={t`Invitations to manage a club`}>
      <List
        dataSource={invitations.data}
        renderItem={(invitation) => {
          const clubName = invitation.club.name;
          const invitedBy = invitation.invitedBy;
          const invitedAt = dateTime(invitation.invitedAt);
          return (
            <List.Item>
              <Flex vertical gap={8} style={{ width: '100%' }}>
                <List.Item.Meta
                  title={invitation.club.name}
                  description={
                    <Flex vertical>
                      {[invitation.club.city, invitation.club.federation].filter(Boolean).join(', ')}
                      <span>
                        {invitedBy ? (
                          <Trans>
                            Invited by {invitedBy} on {invitedAt}
                          </Trans>
                        ) : (
                          <Trans>Invited on {invitedAt}</Trans>
                        )}
                      </span>
                    </Flex>
                  }
                />
                {/* Below the club rather than beside it: on a phone the name keeps the width. */}
                <Flex gap={8} wrap>
                  <Button
                    type="primary"
                    loading={answer.isPending}
                    onClick={() => reply(invitation.club.id, true)}
                    aria-label={t`Accept the invitation to ${clubName}`}
                  >
                    <Trans>Accept</Trans>
                  </Button>
                  <Button disabled={answer.isPending} onClick={() => reply(invitation.club.id, false)} aria-label={t`Decline the invitation to ${clubName}`}>
                    <Trans>Decline</Trans>
                  </Button>
                </Flex>
              </Flex>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
