import type { Translations } from '@kingside/contract';

export default {
  'No round is paired yet': 'Noch keine Runde ist ausgelost',
  'Round {round} is not paired yet': 'Runde {round} ist noch nicht ausgelost',
  'Not in FIDE mode (left before round 1)': 'Nicht im FIDE-Modus (vor Runde 1 verlassen)',
  'Not in FIDE mode (left in round {round})': 'Nicht im FIDE-Modus (in Runde {round} verlassen)',
  'Printed {time} UTC · Kingside': 'Gedruckt {time} UTC · Kingside',
  'Page {page} of {pages}': 'Seite {page} von {pages}',
  'Too many PDFs at once: {busy} of yours are being prepared, and at most {perClient} are drawn at a time for one address. Try again when they are done.':
    'Zu viele PDFs auf einmal: {busy} von Ihnen werden gerade erstellt, und für eine Adresse werden höchstens {perClient} gleichzeitig erzeugt. Versuchen Sie es erneut, wenn sie fertig sind.',
  'The server is drawing too many PDFs at once; try again in a few seconds':
    'Der Server erstellt gerade zu viele PDFs gleichzeitig; versuchen Sie es in ein paar Sekunden erneut',
} satisfies Translations;
