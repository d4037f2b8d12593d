import { t } from '@lingui/core/macro';
import type { TeamApproval } from '@kingside/contract';

/** Where a registered team stands with the organiser, in its captain's and players' words; null once approved. */
export function teamApprovalState(approval: TeamApproval, { captain }: { captain: boolean }): { tone: 'info' | 'warning'; title: string } | null {
  if (approval === 'awaiting')
    return {
      tone: 'info',
      title: captain
        ? t`The organiser approves each team: yours awaits their decision. You can invite your players, and pay the entry fee if there is one, once it is approved.`
        : t`The organiser approves each team: this one awaits their decision.`,
    };
  if (approval === 'declined') return { tone: 'warning', title: t`The organiser declined this team: it is not in the event.` };
  return null;
}

/** The same in a few words, for a list of teams (after the team's name, hence the separator). */
export function approvalNote(approval: TeamApproval): string {
  if (approval === 'awaiting') return ` · ${t`awaiting the organiser's approval`}`;
  if (approval === 'declined') return ` · ${t`declined by the organiser`}`;
  return '';
}
