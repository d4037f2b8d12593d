import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useCreateTournamentWithFiles } from '../../api/files.js';
import { clientTokenFor } from '../forms/clientToken.js';
import { useOneAtATime } from '../forms/useOneAtATime.js';
import { useLanguage } from '../languages/LanguageProvider.js';
import { useToasts } from '../notify/useToasts.js';
import { createBody, newTournamentValues, pathAfterSave } from './form.js';
import { TournamentForm } from './TournamentForm.js';

/** A new over-the-board tournament; on success the organiser goes on to run it. */
export function CreateTournamentPanel() {
  const { t } = useLingui();
  const create = useCreateTournamentWithFiles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const once = useOneAtATime();
  const { locale } = useLanguage();
  return (
    <TournamentForm
      initialValues={newTournamentValues(locale)}
      submitLabel={t`Create tournament`}
      saving={create.isPending}
      onSave={(values, files) =>
        once(() => {
          const body = createBody(values);
          // The same form sent twice (a double click, Back and submit) answers the first tournament: "Tournament already created".
          return create.mutateAsync({ body: { ...body, clientToken: clientTokenFor('create-tournament', body) }, files }).then(
            (answer) => {
              toasts.success(answer.message);
              void navigate(pathAfterSave('create', answer.data));
            },
            (error: unknown) => {
              toasts.error(error);
              throw error;
            },
          );
        })
      }
    />
  );
}
