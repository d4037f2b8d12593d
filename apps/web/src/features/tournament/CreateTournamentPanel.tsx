import { useNavigate } from 'react-router';
import { useCreateTournamentWithFiles } from '../files/api.js';
import { useToasts } from '../notify/useToasts.js';
import { createBody, newTournamentValues, pathAfterSave } from './form.js';
import { TournamentForm } from './TournamentForm.js';

/** A new over-the-board tournament; on success the organiser goes on to run it (spec §2). */
export function CreateTournamentPanel() {
  const create = useCreateTournamentWithFiles();
  const toasts = useToasts();
  const navigate = useNavigate();
  return (
    <TournamentForm
      initialValues={newTournamentValues()}
      submitLabel="Create tournament"
      saving={create.isPending}
      onSave={(values, files) =>
        create.mutateAsync({ body: createBody(values), files }).then(
          (answer) => {
            toasts.success(answer.message);
            void navigate(pathAfterSave('create', answer.data));
          },
          (error: unknown) => {
            toasts.error(error);
            throw error;
          },
        )
      }
    />
  );
}
