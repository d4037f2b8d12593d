import { t } from '@lingui/core/macro';
import type { Role } from '@kingside/contract';

/** Each role's name, read when shown so that it is in the language the app speaks then. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  get player() {
    return t({ message: 'Player', context: 'role' });
  },
  get organiser() {
    return t({ message: 'Organiser', context: 'role' });
  },
  get admin() {
    return t({ message: 'Admin', context: 'role' });
  },
};
