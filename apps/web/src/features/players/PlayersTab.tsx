import { EditOutlined, PlusOutlined, SearchOutlined, SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatPoints, formatRating, type ArbiterWarning, type Confirmation, type RatedPlayer, type Tournament, type ManagedPlayer } from '@kingside/contract';
import { ApiRequestError, messageOf } from '../../api/client.js';
import { useAddPlayer, useManagedPlayers, useUpdatePlayer, useWithdrawPlayer } from '../../api/players.js';
import { useEntryFeeStatuses } from '../../api/entry-fees.js';
import { EntryFeesPanel, EntryFeeTag } from '../entry-fees/EntryFeesPanel.js';
import { ExpelPlayerButton } from '../fide-mode/ExpelPlayerButton.js';
import { RegistrationsPanel } from '../registration/RegistrationsPanel.js';
import { useToasts } from '../notify/useToasts.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';
import { PlayersUploadPanel } from '../players-upload/PlayersUploadPanel.js';
import { PlayerListPrintout } from '../printouts/Printouts.js';
import { RatedPlayerSearchPanel } from '../rating-list/RatedPlayerSearchPanel.js';
import { SyncPanel } from '../rating-list/SyncPanel.js';
import { PlayerForm } from './PlayerForm.js';
import { PairingNumberButton } from './PairingNumberButton.js';
import { PlayerNameCell } from './PlayerNameCell.js';
import { PlayersTable } from './PlayersTable.js';
import { clientTokenFor } from '../forms/clientToken.js';
import { useOneAtATime } from '../forms/useOneAtATime.js';
import { addPlayerBody, byeRoundsOpen, updatePlayerBody, valuesOfPlayer, valuesOfRatedPlayer, type PlayerFormValues } from './playerForm.js';

type Editing =
  | { kind: 'add'; values: PlayerFormValues }
  | { kind: 'edit'; player: ManagedPlayer; values: PlayerFormValues }
  | { kind: 'fide' }
  | { kind: 'sync' }
  | { kind: 'upload' }
  | null;

const EMPTY: PlayerFormValues = { name: '', byes: [] };

/** A late entry's tag: the round the player joined in. */
function JoinedTag({ round }: { round: number }) {
  return (
    <Tag>
      <Trans>from round {round}</Trans>
    </Tag>
  );
}

/** How many players are in, and how many withdrew or were expelled (those only when there are some). */
function PlayerCounts({ players }: { players: readonly ManagedPlayer[] }) {
  const { t } = useLingui();
  const active = players.filter((p) => !p.isWithDrawn).length;
  const withdrawn = players.filter((p) => p.isWithDrawn && !p.isExpelled).length;
  const expelled = players.filter((p) => p.isExpelled).length;
  if (withdrawn > 0 && expelled > 0) return t`${plural(active, { one: '# player', other: '# players' })}, ${withdrawn} withdrawn, ${expelled} expelled`;
  if (withdrawn > 0) return t`${plural(active, { one: '# player', other: '# players' })}, ${withdrawn} withdrawn`;
  if (expelled > 0) return t`${plural(active, { one: '# player', other: '# players' })}, ${expelled} expelled`;
  return <Plural value={active} one="# player" other="# players" />;
}

/** The tournament's players: add (by hand or from the FIDE list), sync with the FIDE list, edit, withdraw or bring back, expel, byes. */
export function PlayersTab({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const players = useManagedPlayers(tournament.id);
  const add = useAddPlayer(tournament.id);
  const update = useUpdatePlayer(tournament.id);
  const withdraw = useWithdrawPlayer(tournament.id);
  const feeStatuses = useEntryFeeStatuses(tournament.id);
  const toasts = useToasts();
  const once = useOneAtATime();
  const [editing, setEditing] = useState<Editing>(null);
  /** The player just added with "Add another": confirmed inside the dialog, which stays open for the next. */
  const [justAdded, setJustAdded] = useState<ManagedPlayer | null>(null);
  const byeRounds = useMemo(() => byeRoundsOpen(tournament.rounds, tournament.currentRound), [tournament.rounds, tournament.currentRound]);

  const open = (next: Editing) => {
    setJustAdded(null);
    setEditing(next);
  };
  const warn = useArbiterWarning();
  /** What the server warned of once saved (level 2: a full-point bye given), each acknowledged in turn. */
  const acknowledge = async (warnings: readonly ArbiterWarning[]) => {
    for (const warning of warnings) await warn(warning);
  };
  const saved = (answer: { message: string; warnings: ArbiterWarning[] }) => {
    toasts.success(answer.message);
    open(null);
    void acknowledge(answer.warnings);
  };
  const savedThenNext = (answer: { data: ManagedPlayer; warnings: ArbiterWarning[] }) => {
    void acknowledge(answer.warnings);
    setJustAdded(answer.data);
    // A new object, so the form empties itself for the next player.
    setEditing({ kind: 'add', values: { ...EMPTY } });
  };
  const failed = (error: unknown) => {
    toasts.error(error);
    throw error;
  };
  /** Half-point byes beyond the tournament's limit wait for the arbiter's confirmation in FIDE mode (level 3); cancelled, nothing is saved. */
  const confirming = async <T,>(send: (confirmation?: Confirmation) => Promise<T>): Promise<T | null> => {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 409 && error.field === 'confirmation')) throw error;
      return (await warn({ level: 3, message: error.message, action: t`Grant the byes` })) ? send('confirmed') : null;
    }
  };
  /** The same player sent twice (a double click, the form sent again) answers the first entry: "Player already added". */
  const addOnce = (values: PlayerFormValues, confirmation?: Confirmation) => {
    const body = addPlayerBody(values);
    return { ...body, confirmation, clientToken: clientTokenFor(`add-player.${tournament.id}`, body) };
  };
  const unlessCancelled =
    <T,>(then: (answer: T) => void) =>
    (answer: T | null) => {
      if (answer !== null) then(answer);
    };

  const columns: ColumnsType<ManagedPlayer> = [
    { title: t({ message: 'No', context: 'pairing number, short' }), dataIndex: 'id', width: 48, align: 'right' },
    {
      title: t`Name`,
      key: 'name',
      render: (_: unknown, p) => (
        <PlayerNameCell player={p} tournamentId={tournament.id}>
          {p.joinedRound > 1 && <JoinedTag round={p.joinedRound} />}
          <EntryFeeTag status={feeStatuses.get(p.uuid)} />
        </PlayerNameCell>
      ),
    },
    {
      title: t`Pairing no.`,
      key: 'pairingNumber',
      width: 96,
      render: (_: unknown, p) => <PairingNumberButton tournament={tournament} player={p} count={players.data?.length ?? 0} />,
    },
    // The rating the tournament counts, the FIDE id that names the player on the rating list, the national rating.
    { title: t`Rating`, key: 'tournamentRating', align: 'right', width: 70, render: (_: unknown, p) => formatRating(p.tournamentRating) },
    { title: t`FIDE id`, key: 'fideId', align: 'right', width: 96, render: (_: unknown, p) => p.fideId ?? '–' },
    {
      title: t({ message: 'National', context: 'national rating, column' }),
      key: 'nationalRating',
      align: 'right',
      width: 76,
      render: (_: unknown, p) => formatRating(p.nationalRating),
    },
    { title: t({ message: 'Fed', context: 'federation, short' }), dataIndex: 'federation', width: 56 },
    { title: t({ message: 'Pts', context: 'points, short' }), key: 'points', align: 'right', width: 48, render: (_: unknown, p) => formatPoints(p.points) },
    {
      title: t`Byes`,
      key: 'byes',
      width: 64,
      render: (_: unknown, p) => (p.byes.length > 0 ? p.byes.map((round) => t({ message: `R${round}`, context: 'round, short' })).join(' ') : ''),
    },
    {
      title: '',
      key: 'actions',
      // The arbiter reaches Edit and Withdraw without scrolling the table sideways on a phone.
      fixed: 'right',
      render: (_: unknown, p) => {
        const playerName = p.name;
        return (
          <Flex gap={6}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t`Edit ${playerName}`}
              onClick={() => open({ kind: 'edit', player: p, values: valuesOfPlayer(p) })}
            />
            {/* An expulsion cannot be undone: an expelled player is not brought back. */}
            {!p.isExpelled && (
              <Popconfirm
                title={p.isWithDrawn ? t`Bring ${playerName} back?` : t`Withdraw ${playerName}?`}
                description={p.isWithDrawn ? t`The player is paired again from the next round.` : t`The player is not paired in later rounds.`}
                okText={p.isWithDrawn ? t`Bring back` : t`Withdraw`}
                onConfirm={() =>
                  void withdraw.mutateAsync(p.uuid).then(
                    (answer) => toasts.success(answer.message),
                    (error: unknown) => toasts.error(error),
                  )
                }
              >
                <Button size="small" danger={!p.isWithDrawn}>
                  {p.isWithDrawn ? t`Bring back` : t`Withdraw`}
                </Button>
              </Popconfirm>
            )}
            <ExpelPlayerButton tournament={tournament} player={p} />
          </Flex>
        );
      },
    },
  ];

  const editedName = editing?.kind === 'edit' ? editing.player.name : '';
  const addedName = justAdded?.name;
  const addedNumber = justAdded?.id;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Typography.Text>{players.data ? <PlayerCounts players={players.data} /> : ''}</Typography.Text>
        <Flex gap={8} wrap>
          <PlayerListPrintout tournamentId={tournament.id} tournamentLanguage={tournament.language} />
          <Button icon={<UploadOutlined />} onClick={() => open({ kind: 'upload' })}>
            <Trans>Upload players</Trans>
          </Button>
          <Button icon={<SyncOutlined />} onClick={() => open({ kind: 'sync' })}>
            <Trans>Sync with FIDE list</Trans>
          </Button>
          <Button icon={<SearchOutlined />} onClick={() => open({ kind: 'fide' })}>
            <Trans>Add from the FIDE list</Trans>
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'add', values: EMPTY })}>
            <Trans>Add player</Trans>
          </Button>
        </Flex>
      </Flex>
      {players.isError && <Alert type="error" showIcon title={messageOf(players.error)} />}
      <PlayersTable
        players={players.data}
        loading={players.isPending}
        columns={columns}
        emptyText={t`No players yet: add them one by one or from the FIDE list.`}
      />
      <RegistrationsPanel tournament={tournament} />
      <EntryFeesPanel tournament={tournament} />

      <Modal open={editing?.kind === 'fide'} title={t`Add from the FIDE list`} footer={null} width={960} onCancel={() => open(null)} destroyOnHidden>
        <RatedPlayerSearchPanel
          bordered={false}
          onPick={(rated: RatedPlayer) => setEditing({ kind: 'add', values: valuesOfRatedPlayer(rated, tournament.ratingType) })}
        />
      </Modal>
      <Modal open={editing?.kind === 'upload'} title={t`Upload players`} footer={null} width={1100} onCancel={() => open(null)} destroyOnHidden>
        <PlayersUploadPanel tournament={tournament} onSaved={() => open(null)} />
      </Modal>
      <Modal open={editing?.kind === 'sync'} title={t`Sync with FIDE list`} footer={null} width={960} onCancel={() => open(null)} destroyOnHidden>
        <SyncPanel tournamentId={tournament.id} onApplied={() => open(null)} />
      </Modal>
      <Modal
        open={editing?.kind === 'add' || editing?.kind === 'edit'}
        title={editing?.kind === 'edit' ? t`Edit ${editedName}` : t`Add player`}
        footer={null}
        width={640}
        onCancel={() => open(null)}
        destroyOnHidden
      >
        {editing?.kind === 'add' && justAdded && (
          <Alert type="success" showIcon style={{ marginBottom: 12 }} title={t`${addedName} added as no. ${addedNumber}. Enter the next player.`} />
        )}
        {editing?.kind === 'add' && (
          <PlayerForm
            values={editing.values}
            byeRounds={byeRounds}
            missedRounds={tournament.currentRound}
            submitLabel={tournament.currentRound > 0 ? t`Add as a late entry` : t`Add player`}
            saving={add.isPending}
            onSave={(values) => once(() => confirming((confirmation) => add.mutateAsync(addOnce(values, confirmation))).then(unlessCancelled(saved), failed))}
            another={{
              label: t`Save and add another`,
              onSave: (values) =>
                once(() => confirming((confirmation) => add.mutateAsync(addOnce(values, confirmation))).then(unlessCancelled(savedThenNext), failed)),
            }}
          />
        )}
        {editing?.kind === 'edit' && (
          <PlayerForm
            values={editing.values}
            byeRounds={byeRounds}
            submitLabel={t`Save player`}
            saving={update.isPending}
            onSave={(values) =>
              confirming((confirmation) => update.mutateAsync({ playerId: editing.player.uuid, body: { ...updatePlayerBody(values), confirmation } })).then(
                unlessCancelled(saved),
                failed,
              )
            }
          />
        )}
      </Modal>
    </Flex>
  );
}
