import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from './features/brand/Spinner.js';
import { lazyScreen } from './features/errors/chunks.js';
import { RouteErrorBoundary } from './features/errors/RouteErrorBoundary.js';
import { AdminLayout } from './features/layout/AdminLayout.js';
import { SiteLayout } from './features/layout/SiteLayout.js';
import { AntdPages, PlainPages } from './features/layout/PageSlot.js';
import { WithAntd } from './features/layout/WithAntd.js';
import { ADMIN_HOME_PATH } from './features/auth/navigation.js';

// Every screen is its own chunk (pages load lazily); the name is what a failed load reports.
const Home = lazyScreen('home', () => import('./routes/public/Home.js'));
const Auth = lazyScreen('auth', () => import('./routes/public/Auth.js'));
const SelectTournamentPlatform = lazyScreen('select-tournament-platform', () => import('./routes/public/SelectTournamentPlatform.js'));
const CreateTournament = lazyScreen('create-tournament', () => import('./routes/public/CreateTournament.js'));
const CreateLichessTournament = lazyScreen('create-lichess-tournament', () => import('./routes/public/CreateLichessTournament.js'));
const PlayersUpload = lazyScreen('players-upload', () => import('./routes/public/PlayersUpload.js'));
/** A screen of one tournament that shows the not-found page for a tournament that does not exist; the guard comes with it. */
const ofKnownTournament = (screen: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([screen(), import('./features/errors/KnownTournament.js')]).then(([page, guard]) => ({ default: guard.withKnownTournament(page.default) }));
const ScoreUpdate = lazyScreen(
  'score-update',
  ofKnownTournament(() => import('./routes/public/ScoreUpdate.js')),
);
const Tournaments = lazyScreen('tournaments', () => import('./routes/public/Tournaments.js'));
const TournamentView = lazyScreen('tournament-view', () => import('./routes/public/TournamentView.js'));
const TournamentDetail = lazyScreen('tournament-detail', () => import('./routes/public/TournamentDetail.js'));
const WhyThisPairing = lazyScreen('why-this-pairing', () => import('./routes/public/WhyThisPairing.js'));
const TeamMatch = lazyScreen('team-match', () => import('./routes/public/TeamMatch.js'));
const TeamPage = lazyScreen('team-page', () => import('./routes/public/TeamPage.js'));
const WhyTheseMatches = lazyScreen('why-these-matches', () => import('./routes/public/WhyTheseMatches.js'));
const ConnectLichess = lazyScreen('connect-lichess', () => import('./routes/public/ConnectLichess.js'));
const PlayerProfile = lazyScreen('player-profile', () => import('./routes/public/PlayerProfile.js'));
const NotFound = lazyScreen('not-found', () => import('./routes/public/NotFound.js'));
const BoardClaim = lazyScreen(
  'board-claim',
  ofKnownTournament(() => import('./routes/public/BoardClaim.js')),
);
const PrizePayee = lazyScreen('prize-payee', () => import('./routes/public/PrizePayee.js'));
const Privacy = lazyScreen('privacy', () => import('./routes/public/Privacy.js'));
const Hall = lazyScreen('hall', () => import('./routes/public/Hall.js'));
const Notices = lazyScreen('notices', () => import('./routes/public/Notices.js'));
const MyTeams = lazyScreen('my-teams', () => import('./routes/public/MyTeams.js'));
const CaptainTeam = lazyScreen('captain-team', () => import('./routes/public/CaptainTeam.js'));
const JoinTeam = lazyScreen('join-team', () => import('./routes/public/JoinTeam.js'));
const RegisterTeam = lazyScreen('register-team', () => import('./routes/public/RegisterTeam.js'));

const Dashboard = lazyScreen('admin-dashboard', () => import('./routes/admin/Dashboard.js'));
const ManageTournaments = lazyScreen('admin-manage-tournaments', () => import('./routes/admin/ManageTournaments.js'));
const AdminCreateTournament = lazyScreen('admin-create-tournament', () => import('./routes/admin/CreateTournament.js'));
const CreateClub = lazyScreen('admin-create-club', () => import('./routes/admin/CreateClub.js'));
const TournamentAdmin = lazyScreen('admin-tournament', () => import('./routes/admin/TournamentAdmin.js'));
const Account = lazyScreen('admin-account', () => import('./routes/admin/Account.js'));
const CreateBrochure = lazyScreen('admin-create-brochure', () => import('./routes/admin/CreateBrochure.js'));
const Payout = lazyScreen('admin-payout', () => import('./routes/admin/Payout.js'));

/**
 * The app's routes, declared as elements (react-router's declarative mode: the data router's loaders and actions,
 * which the app does not use, were 18 KB gzipped of every public page's first load). Also read by
 * pageStatus (features/errors/pageStatus.ts), which tells the server which addresses are pages.
 */
export const appRouteTree = (
  <>
    <Route element={<SiteLayout />}>
      {/* Built without antd: the public pages a phone opens first. */}
      <Route element={<PlainPages />}>
        <Route path="tournaments" element={<Tournaments />} />
        <Route path="tournaments/:id" element={<TournamentDetail />} />
        <Route path="tournaments/:id/:type/:round?" element={<TournamentView />} />
        <Route path="tournaments/:id/pairings/:round/why" element={<WhyThisPairing />} />
        <Route path="tournaments/:id/pairings/:round/why-matches" element={<WhyTheseMatches />} />
        <Route path="tournaments/:id/match/:round/:table" element={<TeamMatch />} />
        <Route path="tournaments/:id/team/:teamId" element={<TeamPage />} />
      </Route>
      <Route element={<AntdPages />}>
        <Route index element={<Home />} />
        <Route path="sign-up" element={<Auth />} />
        <Route path="sign-in" element={<Auth />} />
        <Route path="forgot-password" element={<Auth />} />
        <Route path="select-tournament-platform" element={<SelectTournamentPlatform />} />
        <Route path="create-tournament" element={<CreateTournament />} />
        <Route path="create-lichess-tournament" element={<CreateLichessTournament />} />
        <Route path="players-upload" element={<PlayersUpload />} />
        <Route path="score-update/:tournamentId/:round" element={<ScoreUpdate />} />
        <Route path="tournaments/:id/board/:round/:board" element={<BoardClaim />} />
        <Route path="player/:id/:tournamentId?" element={<PlayerProfile />} />
        <Route path="prize-payee/:token" element={<PrizePayee />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="notices" element={<Notices />} />
        <Route path="my-teams" element={<MyTeams />} />
        <Route path="my-teams/:tournamentId/:teamId" element={<CaptainTeam />} />
        <Route path="join-team/:token" element={<JoinTeam />} />
        <Route path="register-team/:id" element={<RegisterTeam />} />
        <Route path="admin" element={<AdminLayout />}>
          <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
          <Route path="dashboard" element={<Dashboard />} />
          <Route path="manage-tournaments" element={<ManageTournaments />} />
          <Route path="create-tournament" element={<AdminCreateTournament />} />
          <Route path="create-club" element={<CreateClub />} />
          <Route path="tournament/:id" element={<TournamentAdmin />} />
          <Route path="account" element={<Account />} />
          <Route path="create-brochure/:id?" element={<CreateBrochure />} />
          <Route path="payout" element={<Payout />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Route>
    {/* The venue's TV: full screen, no header or footer. */}
    <Route
      path="tournaments/:id/hall"
      element={
        <Suspense fallback={<Spinner fullPage />}>
          <Hall />
        </Suspense>
      }
    />
    <Route
      path="connect-lichess"
      element={
        <Suspense fallback={<Spinner fullPage />}>
          <WithAntd>
            <ConnectLichess />
          </WithAntd>
        </Suspense>
      }
    />
  </>
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>{appRouteTree}</Routes>
    </RouteErrorBoundary>
  );
}
