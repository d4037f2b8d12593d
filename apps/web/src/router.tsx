import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Spinner } from './features/brand/Spinner.js';
import { lazyScreen } from './features/errors/chunks.js';
import { RouteError } from './features/errors/RouteError.js';
import { AdminLayout } from './features/layout/AdminLayout.js';
import { SiteLayout } from './features/layout/SiteLayout.js';
import { PLAIN_PAGE } from './features/layout/plainPage.js';
import { WithAntd } from './features/layout/WithAntd.js';
import { ADMIN_HOME_PATH } from './features/auth/navigation.js';

// Every screen is its own chunk (spec §2: pages load lazily); the name is what a failed load reports.
const Home = lazyScreen('home', () => import('./routes/public/Home.js'));
const Auth = lazyScreen('auth', () => import('./routes/public/Auth.js'));
const SelectTournamentPlatform = lazyScreen('select-tournament-platform', () => import('./routes/public/SelectTournamentPlatform.js'));
const CreateTournament = lazyScreen('create-tournament', () => import('./routes/public/CreateTournament.js'));
const CreateLichessTournament = lazyScreen('create-lichess-tournament', () => import('./features/lichess/CreateLichessTournamentPage.js'));
const PlayersUpload = lazyScreen('players-upload', () => import('./routes/public/PlayersUpload.js'));
const ScoreUpdate = lazyScreen('score-update', () => import('./routes/public/ScoreUpdate.js'));
const Tournaments = lazyScreen('tournaments', () => import('./routes/public/Tournaments.js'));
const TournamentView = lazyScreen('tournament-view', () => import('./routes/public/TournamentView.js'));
const TournamentDetail = lazyScreen('tournament-detail', () => import('./routes/public/TournamentDetail.js'));
const ConnectLichess = lazyScreen('connect-lichess', () => import('./features/lichess/ConnectLichessPage.js'));
const PlayerProfile = lazyScreen('player-profile', () => import('./routes/public/PlayerProfile.js'));
const NotFound = lazyScreen('not-found', () => import('./routes/public/NotFound.js'));
const BoardClaim = lazyScreen('board-claim', () => import('./features/result-claims/BoardClaimPage.js'));
const PrizePayee = lazyScreen('prize-payee', () => import('./routes/public/PrizePayee.js'));
const Privacy = lazyScreen('privacy', () => import('./features/privacy/PrivacyPage.js'));
const Hall = lazyScreen('hall', () => import('./features/hall/HallPage.js'));
const Notices = lazyScreen('notices', () => import('./features/notices/NoticesPage.js'));

const Dashboard = lazyScreen('admin-dashboard', () => import('./routes/admin/Dashboard.js'));
const ManageTournaments = lazyScreen('admin-manage-tournaments', () => import('./routes/admin/ManageTournaments.js'));
const AdminCreateTournament = lazyScreen('admin-create-tournament', () => import('./routes/admin/CreateTournament.js'));
const CreateClub = lazyScreen('admin-create-club', () => import('./routes/admin/CreateClub.js'));
const TournamentAdmin = lazyScreen('admin-tournament', () => import('./routes/admin/TournamentAdmin.js'));
const Account = lazyScreen('admin-account', () => import('./routes/admin/Account.js'));
const CreateBrochure = lazyScreen('admin-create-brochure', () => import('./routes/admin/CreateBrochure.js'));
const Payout = lazyScreen('admin-payout', () => import('./routes/admin/Payout.js'));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors of a page show inside the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          { path: 'sign-up', element: <Auth /> },
          { path: 'sign-in', element: <Auth /> },
          { path: 'forgot-password', element: <Auth /> },
          { path: 'select-tournament-platform', element: <SelectTournamentPlatform /> },
          { path: 'create-tournament', element: <CreateTournament /> },
          { path: 'create-lichess-tournament', element: <CreateLichessTournament /> },
          { path: 'players-upload', element: <PlayersUpload /> },
          { path: 'score-update/:tournamentId/:round', element: <ScoreUpdate /> },
          { path: 'tournaments', element: <Tournaments />, handle: PLAIN_PAGE },
          { path: 'tournaments/:id', element: <TournamentDetail />, handle: PLAIN_PAGE },
          { path: 'tournaments/:id/:type/:round?', element: <TournamentView />, handle: PLAIN_PAGE },
          { path: 'tournaments/:id/board/:round/:board', element: <BoardClaim /> },
          { path: 'player/:id/:tournamentId?', element: <PlayerProfile /> },
          { path: 'prize-payee/:token', element: <PrizePayee /> },
          { path: 'privacy', element: <Privacy /> },
          { path: 'notices', element: <Notices /> },
          {
            path: 'admin',
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to={ADMIN_HOME_PATH} replace /> },
              { path: 'dashboard', element: <Dashboard /> },
              { path: 'manage-tournaments', element: <ManageTournaments /> },
              { path: 'create-tournament', element: <AdminCreateTournament /> },
              { path: 'create-club', element: <CreateClub /> },
              { path: 'tournament/:id', element: <TournamentAdmin /> },
              { path: 'account', element: <Account /> },
              { path: 'create-brochure/:id?', element: <CreateBrochure /> },
              { path: 'payout', element: <Payout /> },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
  // The venue's TV: full screen, no header or footer.
  {
    path: 'tournaments/:id/hall',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<Spinner fullPage />}>
        <Hall />
      </Suspense>
    ),
  },
  {
    path: 'connect-lichess',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<Spinner fullPage />}>
        <WithAntd>
          <ConnectLichess />
        </WithAntd>
      </Suspense>
    ),
  },
];
