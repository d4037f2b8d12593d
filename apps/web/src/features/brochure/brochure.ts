import type { BrochureContent, BrochureContentBody } from '@kingside/contract';

/** /admin/create-brochure/{id} and /admin/create-brochure?id={id} name the same tournament. */
export function brochureTournamentId(pathId: string | undefined, queryId: string | null): string | undefined {
  const id = (pathId ?? queryId ?? '').trim();
  return id === '' ? undefined : id;
}

/** The brochure form as the organiser fills it; schedule rows may be half typed. */
export interface BrochureFormValues {
  description: string;
  schedule: { label?: string; date?: string; time?: string }[];
  prizes: string;
  venue: string;
  contacts: string;
  showLogo: boolean;
}

export function formValuesOf(content: BrochureContent): BrochureFormValues {
  return { ...content, schedule: content.schedule.map((item) => ({ ...item })) };
}

/**
 * What is saved: rows left wholly blank are dropped (an added row never filled in), the rest go as
 * typed so the server can say which row is wrong; the schedule is kept in time order.
 */
export function contentOf(values: BrochureFormValues): BrochureContentBody {
  const schedule = (values.schedule ?? [])
    .map((item) => ({ label: (item.label ?? '').trim(), date: (item.date ?? '').trim(), time: (item.time ?? '').trim() }))
    .filter((item) => item.label !== '' || item.date !== '' || item.time !== '')
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  return {
    description: values.description ?? '',
    schedule,
    prizes: values.prizes ?? '',
    venue: values.venue ?? '',
    contacts: values.contacts ?? '',
    showLogo: values.showLogo ?? true,
  };
}

/** The server names a bad schedule cell as schedule.2.time; the form's field path is ['schedule', 2, 'time']. */
export function formFieldOf(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
