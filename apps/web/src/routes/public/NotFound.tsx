import { NotFound } from '../../features/errors/NotFound.js';

export default function NotFoundPage() {
  return (
    <>
      <title>Page not found · Kingside</title>
      <NotFound />
    </>
  );
}
