import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useMyTeams } from '../../api/team-registration.js';
import { MY_TEAMS_PATH } from '../layout/AccountMenu.js';

/** On the player's home: the teams they captain or play for, each leading to its page; nothing when they have none. */
export function MyTeamsCard() {
  const { t } = useLingui();
  const teams = useMyTeams();
  if (!teams.data || teams.data.length === 0) return null;
  return (
    <Card
      size="small"
      title={t`My teams`}
      extra={
        <Link to={MY_TEAMS_PATH}>
          <Trans>All my teams</Trans>
        </Link>
      }
    >
      <Flex vertical gap={6}>
        {teams.data.map((team) => (
          <Flex key={team.teamId} gap={8} align="center" wrap>
            <Link to={`${MY_TEAMS_PATH}/${team.tournamentId}/${team.teamId}`}>{team.teamName}</Link>
            <Typography.Text type="secondary">{team.tournamentName}</Typography.Text>
            {team.role === 'captain' && (
              <Tag color="blue">
                <Trans>Captain</Trans>
              </Tag>
            )}
            {team.role === 'captain' && team.fee?.status === 'awaiting_payment' && (
              <Tag color="gold">
                <Trans>Entry fee to pay</Trans>
              </Tag>
            )}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
