import { Alert, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
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
  const tournament = useTournament(id);
  const update = useUpdateTournament(id);
  const confirmTiebreakChange = useTiebreakChange();
  const confirmRatingMethodChange = useRatingMethodChange();
  const confirmInitialOrderChange = useInitialOrderChange();
  const addFiles = useAddFiles(id);
  const toasts = useToasts();
  const navigate = useNavigate();
  const [active, setActive] = useState(() => readCurrentTab(localStorage, TABS.length));
  const [standingsRound, setStandingsRound] = useState<number | undefined>();

  const t = tournament.data;
  if (tournament.isPending) return <Spinner />;
  if (!t) {
    return (
      <PageFrame title="Tournament administration" back={{ to: '/admin/manage-tournaments', label: 'Manage tournaments' }}>
        <Alert type="error" showIcon title={messageOf(tournament.error)} />
      </PageFrame>
    );
  }

  const team = isTeamSystem(t.system);
  const select = (key: string) => {
    const index = TABS.indexOf(key as (typeof TABS)[number]);
    setActive(index);
    storeCurrentTab(localStorage, index);
  };

  return (
    <PageFrame
      title={t.name}
      browserTitle={pageTitle('Administration', t.name)}
      subtitle={
        <Flex gap={8} wrap align="center" component="span">
          <TournamentTags tournament={t} />
          <Link to={`/tournaments/${t.id}`}>Public page</Link>
          <Link to={`/admin/create-brochure/${t.id}`}>Brochure</Link>
          <a href={`/tournaments/${t.id}/hall`} target="_blank" rel="noreferrer">
            Hall screen
          </a>
        </Flex>
      }
      back={{ to: '/admin/manage-tournaments', label: 'Manage tournaments' }}
    >
      <Tabs
        activeKey={TABS[active] === 'teams' && !team ? 'settings' : TABS[active]}
        onChange={select}
        items={[
          {
            key: 'settings',
            label: 'Settings',
            children: (
              <>
                <TournamentForm
                  key={t.updatedAt}
                  initialValues={valuesOfTournament(t)}
                  submitLabel="Save changes"
                  saving={update.isPending || addFiles.isPending}
                  started={t.currentRound > 0}
                  fideMode={t.fideMode}
                  tournamentId={t.id}
                  onSave={async (values, files) => {
                    const tiebreaksConfirmed = await confirmTiebreakChange(t, updateBody(values));
                    const ratingsConfirmed = tiebreaksConfirmed && (await confirmRatingMethodChange(t, tiebreaksConfirmed));
                    const body = ratingsConfirmed && (await confirmInitialOrderChange(t, ratingsConfirmed));
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
                {t.system === 'dutch' && <ProhibitedPairings tournament={t} />}
                <RoundRatings tournament={t} />
                <LeaveFideMode tournament={t} />
                <DeleteTournament tournament={t} />
              </>
            ),
          },
          { key: 'players', label: `Players (${t.playerCount})`, children: <PlayersTab tournament={t} /> },
          ...(team ? [{ key: 'teams', label: 'Teams', children: <TeamsTab tournament={t} /> }] : []),
          { key: 'rounds', label: 'Rounds & results', children: team ? <TeamRoundsTab tournament={t} /> : <RoundsTab tournament={t} /> },
          {
            key: 'standings',
            label: 'Standings',
            children: standingsYet(t) ? (
              <Standings tournament={t} round={Math.min(standingsRound ?? t.currentRound, t.currentRound)} onRound={setStandingsRound} />
            ) : (
              <Typography.Text type="secondary">{NO_STANDINGS_YET}</Typography.Text>
            ),
          },
          { key: 'files', label: `Files & exports (${t.files.length})`, children: <FilesAndExportsTab tournament={t} /> },
          { key: 'prizes', label: 'Prizes', children: <PrizesTab tournament={t} /> },
          { key: 'feedbacks', label: 'Feedback', children: <FeedbacksTab tournament={t} /> },
          { key: 'split', label: 'Split', children: <SplitPanel tournament={t} /> },
        ]}
      />
    </PageFrame>
  );
}
