import type { Translations } from '@kingside/contract';

export default {
  'Club invitations': 'Convites de clube',
  'Club memberships': 'Os seus clubes',
  'Club created.': 'Clube criado.',
  'Only organisers and admins create clubs': 'Só organizadores e administradores criam clubes',
  'A club with this name already exists': 'Já existe um clube com este nome',
  'Club not found': 'Clube não encontrado',
  'You do not manage this club': 'Não gere este clube',
  'emails: name at least one address other than your own': 'emails: indique pelo menos um endereço além do seu',
  'Only organisers and admins manage clubs': 'Só organizadores e administradores gerem clubes',
  'You have sent too many club invitations today; try again tomorrow.': 'Enviou demasiados convites de clube hoje; tente novamente amanhã.',
  '{inviter} invited you to manage {club} on Kingside': '{inviter} convidou-o a gerir {club} no Kingside',
  'Hello,\n\n{inviter} invited you to manage the tournaments of the club {club} on Kingside with them.\n\nTo accept, sign in to Kingside with this email address (or sign up as an organiser with it) and open\n{link}\nwhere the invitation waits under "Invitations to manage a club".\n\nNothing changes until you accept. If you did not expect this mail, ignore it or decline the invitation there.\n':
    'Olá,\n\n{inviter} convidou-o a gerir consigo os torneios do clube {club} no Kingside.\n\nPara aceitar, entre no Kingside com este endereço de e-mail (ou registe-se com ele como organizador) e abra\n{link}\nonde o convite o espera em "Convites para gerir um clube".\n\nNada muda até aceitar. Se não esperava esta mensagem, ignore-a ou recuse lá o convite.\n',
  'Invitation mailed to {emails}: they manage {club} once they accept it.': 'Convite enviado para {emails}: passam a gerir {club} assim que o aceitarem.',
  'The mail to {emails} could not be sent; they can still accept the invitation once signed in.':
    'Não foi possível enviar a mensagem para {emails}; podem ainda aceitar o convite depois de entrarem.',
  'There is no invitation to this club for your email address': 'Não há convite para este clube para o seu endereço de e-mail',
  'You now manage {club}': 'Passou a gerir {club}',
  'Invitation to {club} declined': 'Convite para {club} recusado',
} satisfies Translations;
