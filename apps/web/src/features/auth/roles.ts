import type { Role } from '@kingside/contract';

export const ROLE_LABELS: Record<Role, string> = { player: 'Player', organiser: 'Organiser', admin: 'Admin' };
