import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type PrizeWinner } from '@kingside/contract';
import { usePlayers } from '../../api/players.js';
import { useOverrideWinner } from '../../api/prizes.js';
import { useManagedTeams } from '../../api/team-admin.js';
import { showFieldError } from '../auth/fieldErrors.js';
import { useToasts } from '../notify/useToasts.js';
import { toMajor, toMinor } from './prizes.js';

interface OverrideValues {
  /** The player, or the team for a team's place. */
  holderId: string;
  amount: number;
  reason: string;
}

const FIELDS = ['holderId', 'amount', 'reason'] as const;
const formNameOf = (field: string) => (field === 'playerId' || field === 'teamId' ? 'holderId' : field);

/** The teams to choose from, asked for only when a team's place is changed. */
function TeamSelect({ tournamentId, ...props }: { tournamentId: string; value?: string; onChange?: (value: string) => void }) {
  const teams = useManagedTeams(tournamentId);
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={teams.isPending}
      options={(teams.data?.teams ?? []).map((team) => ({ value: team.id, label: `${team.pairingNumber}. ${team.name}` }))}
    />
  );
}

/** Who holds the award now and why (the explanation comes from the server). */
function NowHeld({ winner }: { winner: PrizeWinner }) {
  const { name, explanation } = winner;
  const amount = formatMoney(winner.amount, winner.currency);
  return (
    <Trans>
      Now: {name}, {amount}. {explanation}
    </Trans>
  );
}

/**
 * Give an award to another player (a team's place to another team) or another amount; the reason is required and kept
 * in the change log.
 */
export function OverrideDialog({ tournamentId, winner, onClose }: { tournamentId: string; winner: PrizeWinner | null; onClose: () => void }) {
  const { t } = useLingui();
  const forTeam = winner?.teamId != null;
  const players = usePlayers(tournamentId);
  const override = useOverrideWinner(tournamentId);
  const toasts = useToasts();
  const [form] = Form.useForm<OverrideValues>();

  const submit = async (values: OverrideValues) => {
    if (!winner) return;
    const amount = toMinor(values.amount);
    const holder = forTeam
      ? values.holderId !== winner.teamId && { teamId: values.holderId }
      : values.holderId !== winner.playerId && { playerId: values.holderId };
    try {
      const answer = await override.mutateAsync({
        winnerId: winner.id,
        body: {
          ...(holder || {}),
          ...(amount !== winner.amount ? { amount } : {}),
          reason: values.reason,
        },
      });
      toasts.success(answer.message);
      onClose();
    } catch (error) {
      toasts.error(error);
      showFieldError(form, error, FIELDS, formNameOf);
    }
  };

  const place = winner?.place;
  const category = winner?.categoryName;
  const currency = winner?.currency;
  return (
    <Modal
      open={winner !== null}
      title={winner ? t`Change ${place}. ${category}` : ''}
      okText={t`Change prize`}
      confirmLoading={override.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {winner && (
        <Form<OverrideValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ holderId: winner.teamId ?? winner.playerId ?? '', amount: toMajor(winner.amount), reason: '' }}
          onFinish={(values) => void submit(values)}
        >
          <Typography.Paragraph type="secondary">
            <NowHeld winner={winner} />
          </Typography.Paragraph>
          <Form.Item name="holderId" label={forTeam ? t`Team` : t`Player`} rules={[{ required: true }]}>
            {forTeam ? (
              <TeamSelect tournamentId={tournamentId} />
            ) : (
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={players.isPending}
                options={(players.data ?? []).map((p) => ({ value: p.uuid, label: `${p.pairingNumber}. ${p.name}` }))}
              />
            )}
          </Form.Item>
          <Form.Item name="amount" label={t`Amount (${currency})`} rules={[{ required: true, message: t`Give the amount` }]}>
            <InputNumber<number> min={0.01} precision={2} step={100} inputMode="decimal" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reason" label={t`Reason`} rules={[{ required: true, min: 3, whitespace: true, message: t`Give the reason for the change` }]}>
            <Input.TextArea rows={2} maxLength={500} placeholder={t`e.g. Arbiter’s decision after appeal`} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
