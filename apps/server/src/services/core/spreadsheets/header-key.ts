/** Headers are compared without case, accents, spaces or punctuation: "FIDE-ID", "fide id" and "FideID" are one. */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
