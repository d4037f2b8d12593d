import { Alert, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useTournament, useUpdateTournament } from '../../api/tournaments.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { useAddFiles } from '../../api/files.js';
import { hasFiles } from '../../features/files/files.js';
import { FilesAndExportsTab } from '../../features/exports/FilesAndExportsTab.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { useToasts } from '../../features/notify/useToasts.js';
import { PlayersTab } from '../../features/players/PlayersTab.js';
import { PrizesTab } from '../../features/prizes/PrizesTab.js';
import { RoundsTab } from '../../features/results/RoundsTab.js';
import { TeamRoundsTab } from '../../features/team-admin/TeamRoundsTab.js';
import { TeamsTab } from '../../features/team-admin/TeamsTab.js';
import { isTeamSystem } from '@kingside/contract';
import { Standings } from '../../features/results/StandingsTable.js';
import { pathAfterSave, updateBody, valuesOfTournament } from '../../features/tournament/form.js';
import { NO_STANDINGS_YET, standingsYet } from '../../features/tournament/state.js';
import { readCurrentTab, resetCurrentTab, storeCurrentTab } from '../../features/tournament/tabs.js';
import { TournamentForm } from '../../features/tournament/TournamentForm.js';
import { DeleteTournament } from '../../features/privacy/DeleteTournament.js';
import { FeedbacksTab } from '../../features/feedbacks/FeedbacksTab.js';
import { SplitPanel } from '../../features/split/SplitPanel.js';
import { TournamentTags } from '../../features/lichess/TournamentTags.js';
import { useRatingMethodChange } from '../../features/fide-mode/useRatingMethodChange.js';
import { useTiebreakChange } from '../../features/fide-mode/useTiebreakChange.js';
import { useInitialOrderChange } from '../../features/fide-mode/useInitialOrderChange.js';
import { LeaveFideMode } from '../../features/fide-mode/LeaveFideMode.js';
import { ProhibitedPairings } from '../../features/fide-mode/ProhibitedPairings.js';
import { RoundRatings } from '../../features/fide-mode/RoundRatings.js';

/** The tabs in their fixed order: currentTab (local storage) keeps the position. */
const TABS = ['settings', 'players', 'rounds', 'standings', 'files', 'prizes', 'feedbacks', 'split', 'teams'] as const;

export default function TournamentAdmin() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const query = useTournament(id);
  const update = useUpdateTournament(id);
  const confirmTiebreakChange = useTiebreakChange();
  const confirmRatingMethodChange = useRatingMethodChange();
  const confirmInitialOrderChange = useInitialOrderChange();
  const addFiles = useAddFiles(id);
  const toasts = useToasts();
  const navigate = useNavigate();
  const [active, setActive] = useState(() => readCurrentTab(localStorage, TABS.length));
  const [standingsRound, setStandingsRound] = useState<number | undefined>();

  const tournament = query.data;
  if (query.isPending) return <Spinner />;
  if (!tournament) {
    return (
      <PageFrame title={t`Tournament administration`} back={{ to: '/admin/manage-tournaments', label: t`Manage tournaments` }}>
        <Alert type="error" showIcon title={messageOf(query.error)} />
      </PageFrame>
    );
  }

  const team = isTeamSystem(tournament.system);
  const playerCount = tournament.playerCount;
  const fileCount = tournament.files.length;
  const select = (key: string) => {
    const index = TABS.indexOf(key as (typeof TABS)[number]);
    setActive(index);
    storeCurrentTab(localStorage, index);
  };

  return (
    <PageFrame
      title={tournament.name}
      browserTitle={pageTitle(t`Administration`, tournament.name)}
      subtitle={
        <Flex gap={8} wrap align="center" component="span">
          <TournamentTags tournament={tournament} />
          <Link to={`/tournaments/${tournament.id}`}>
            <Trans>Public page</Trans>
          </Link>
          <Link to={`/admin/create-brochure/${tournament.id}`}>
            <Trans>Brochure</Trans>
          </Link>
          <a href={`/tournaments/${tournament.id}/hall`} target="_blank" rel="noreferrer">
            <Trans>Hall screen</Trans>
          </a>
        </Flex>
      }
      back={{ to: '/admin/manage-tournaments', label: t`Manage tournaments` }}
    >
      <Tabs
        activeKey={TABS[active] === 'teams' && !team ? 'settings' : TABS[active]}
        onChange={select}
        items={[
          {
            key: 'settings',
            label: t`Settings`,
            children: (
              <>
                <TournamentForm
                  key={tournament.updatedAt}
                  initialValues={valuesOfTournament(tournament)}
                  submitLabel={t`Save changes`}
                  saving={update.isPending || addFiles.isPending}
                  started={tournament.currentRound > 0}
                  fideMode={tournament.fideMode}
                  tournamentId={tournament.id}
                  onSave={async (values, files) => {
                    const tiebreaksConfirmed = await confirmTiebreakChange(tournament, updateBody(values));
                    const ratingsConfirmed = tiebreaksConfirmed && (await confirmRatingMethodChange(tournament, tiebreaksConfirmed));
                    const body = ratingsConfirmed && (await confirmInitialOrderChange(tournament, ratingsConfirmed));
                    if (!body) return;
                    // Files first: a refused file (type, size) stops the save before any field changes.
                    await (hasFiles(files) ? addFiles.mutateAsync(files) : Promise.resolve())
                      .then(() => update.mutateAsync(body))
                      .then(
                        (answer) => {
                          toasts.success(answer.message);
                          // After an edit the page opens on its first tab.
                          resetCurrentTab(localStorage);
                          setActive(0);
                          void navigate(pathAfterSave('edit', answer.data));
                        },
                        (error: unknown) => {
                          toasts.error(error);
                          throw error;
                        },
                      );
                  }}
                />
                {tournament.system === 'dutch' && <ProhibitedPairings tournament={tournament} />}
                <RoundRatings tournament={tournament} />
                <LeaveFideMode tournament={tournament} />
                <DeleteTournament tournament={tournament} />
              </>
            ),
          },
          { key: 'players', label: t`Players (${playerCount})`, children: <PlayersTab tournament={tournament} /> },
          ...(team ? [{ key: 'teams', label: t`Teams`, children: <TeamsTab tournament={tournament} /> }] : []),
          { key: 'rounds', label: t`Rounds & results`, children: team ? <TeamRoundsTab tournament={tournament} /> : <RoundsTab tournament={tournament} /> },
          {
            key: 'standings',
            label: t`Standings`,
            children: standingsYet(tournament) ? (
              <Standings
                tournament={tournament}
                round={Math.min(standingsRound ?? tournament.currentRound, tournament.currentRound)}
                onRound={setStandingsRound}
              />
            ) : (
              <Typography.Text type="secondary">{t(NO_STANDINGS_YET)}</Typography.Text>
            ),
          },
          { key: 'files', label: t`Files & exports (${fileCount})`, children: <FilesAndExportsTab tournament={tournament} /> },
          { key: 'prizes', label: t`Prizes`, children: <PrizesTab tournament={tournament} /> },
          { key: 'feedbacks', label: t`Feedback`, children: <FeedbacksTab tournament={tournament} /> },
          {
            key: 'split',
            label: t({ message: 'Split', context: 'tab: split the tournament into sections' }),
            children: <SplitPanel tournament={tournament} />,
          },
        ]}
      />
    </PageFrame>
  );
}
