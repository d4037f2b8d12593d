import type { Translations } from '@kingside/contract';

export default {
  'You are on the waiting list (number {position})': 'Está na lista de espera (número {position})',
  "Your registration: {state, select, registered {Registered} confirmed {Confirmed by the organiser} awaiting_approval {Awaiting the organiser's approval} awaiting_payment {Awaiting payment} withdrawn {Withdrawn} declined {Declined} other {Waiting list}}":
    'A sua inscrição: {state, select, registered {inscrito} confirmed {confirmada pelo organizador} awaiting_approval {a aguardar a aprovação do organizador} awaiting_payment {a aguardar pagamento} withdrawn {retirada} declined {recusada} other {lista de espera}}',
  Registration: 'Inscrição',
  'You are not registered': 'Não está inscrito',
  'You have withdrawn': 'Desistiu',
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# jogador encontrado} other {# jogadores encontrados}}',
  Registrations: 'Inscrições',
  'Registration settings saved': 'Definições de inscrição guardadas',
  'Registration approved': 'Inscrição aprovada',
  'Registration declined': 'Inscrição recusada',
  'The tournament has finished; its registration no longer changes': 'O torneio terminou; as inscrições já não mudam',
  'No registration has this id': 'Nenhuma inscrição tem este id',
  'This registration was already decided, or withdrawn by its player': 'Esta inscrição já foi decidida, ou retirada pelo jogador',
  'Tournament not found': 'Torneio não encontrado',
  'Players enter a team event with their team: join yours through the invitation link its captain sends, or register a team':
    'Numa prova por equipas entra-se com a equipa: junte-se à sua pela ligação de convite que o capitão envia, ou inscreva uma equipa',
  'This tournament does not take registrations; ask its organiser': 'Este torneio não aceita inscrições; pergunte ao organizador',
  'The tournament has finished': 'O torneio terminou',
  'Round 1 is already paired; ask the arbiter for a late entry': 'A rodada 1 já está emparelhada; peça ao árbitro uma inscrição tardia',
  'Registration for this tournament is closed': 'As inscrições neste torneio estão fechadas',
  'You withdrew from this tournament; ask its organiser to enter you again': 'Desistiu deste torneio; peça ao organizador que o volte a inscrever',
  'You are already registered in this tournament': 'Já está inscrito neste torneio',
  'fideId: a player with FIDE id {fideId} is already registered': 'fideId: já está inscrito um jogador com o id FIDE {fideId}',
  'You have no registration in this tournament to withdraw': 'Não tem nenhuma inscrição neste torneio para retirar',
  'Round 1 is paired: only the arbiter can withdraw you now': 'A rodada 1 está emparelhada: agora só o árbitro o pode retirar',
} satisfies Translations;
