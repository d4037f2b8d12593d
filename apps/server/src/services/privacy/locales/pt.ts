import type { Translations } from '@kingside/contract';

export default {
  'Deleted tournaments': 'Torneios eliminados',
  'Tournament deleted; it can be restored until {date}': 'Torneio eliminado; pode ser restaurado até {date}',
  'Tournament restored': 'Torneio restaurado',
  'Your account was deleted': 'A sua conta foi eliminada',
  'Your data': 'Os seus dados',
  'Account deleted': 'Conta eliminada',
  '{count, plural, one {You still own a tournament ({names}): delete it first, or ask an admin to take it over} other {You still own # tournaments ({names}{more, plural, =0 {} other { and # more}}): delete them first, or ask an admin to take them over}}':
    '{count, plural, one {Ainda é proprietário de um torneio ({names}): elimine-o primeiro ou peça a um administrador que fique com ele} other {Ainda é proprietário de # torneios ({names}{more, plural, =0 {} other { e mais #}}): elimine-os primeiro ou peça a um administrador que fique com eles}}',
  'A prize payout to you is still pending: wait until it is paid or has failed, then delete your account':
    'Um pagamento de prémio para si ainda está pendente: aguarde até que seja pago ou falhe e depois elimine a sua conta',
  'You are the only manager of the club “{club}”, which has tournaments: invite another organiser to manage it (Create club, Your clubs) and wait until they accept':
    'É o único gestor do clube “{club}”, que tem torneios: convide outro organizador para o gerir (Criar clube, Os seus clubes) e aguarde que aceite',
  'An admin account is deleted by another admin (Admin → users)': 'Uma conta de administrador é eliminada por outro administrador (Admin → utilizadores)',
  'The password is wrong': 'A palavra-passe está errada',
  'You cannot delete your own admin account here; another admin can': 'Não pode eliminar aqui a sua própria conta de administrador; outro administrador pode',
  'Account not found': 'Conta não encontrada',
  'A prize payout of this tournament is still pending: wait until it is paid or has failed (Payouts), then delete the tournament':
    'Um pagamento de prémio deste torneio ainda está pendente: aguarde até que seja pago ou falhe (Pagamentos) e depois elimine o torneio',
  'Tournament not found': 'Torneio não encontrado',
  'You do not manage this tournament': 'Você não gere este torneio',
  'This tournament is not deleted': 'Este torneio não está eliminado',
  'This tournament was deleted more than {days} days ago and is being purged; it can no longer be restored':
    'Este torneio foi eliminado há mais de {days} dias e está a ser apagado; já não pode ser restaurado',
  'Only organisers and admins manage tournaments': 'Só organizadores e administradores gerem torneios',
} satisfies Translations;
