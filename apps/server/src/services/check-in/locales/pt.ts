import type { Translations } from '@kingside/contract';

export default {
  '{checkedIn} of {playing} checked in': '{checkedIn} de {playing} com check-in feito',
  '{name} has no round left to check in for': '{name} já não tem nenhuma rodada para fazer check-in',
  '{name} is absent from round {round}: not paired, a zero-point bye': '{name} está ausente da rodada {round}: sem emparelhamento, bye de zero pontos',
  '{name} is to be paired in round {round}': '{name} será emparelhado na rodada {round}',
  '{name} is checked in for round {round}': '{name} fez check-in para a rodada {round}',
  '{name} is not checked in': '{name} não fez check-in',
  'Check-in settings saved': 'Definições de check-in guardadas',
  'Check-in for round {round} is open': 'O check-in da rodada {round} está aberto',
  'Check-in for round {round} closed: {count}': 'Check-in da rodada {round} fechado: {count}',
  'No bye in round {round} for {name}': 'Sem bye na rodada {round} para {name}',
  "Half-point bye in round {round} for {name}, beyond the tournament's limit of {limit} for players":
    'Bye de meio ponto na rodada {round} para {name}, além do limite de {limit} que o torneio fixa para os jogadores',
  'Half-point bye in round {round} for {name}': 'Bye de meio ponto na rodada {round} para {name}',
  "required: no check-in in a team event: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'required: não há check-in numa prova por equipas: numa prova por equipas, um jogador joga quando o capitão o inclui na escalação; quem não puder vir fica de fora',
  'required: only Swiss tournaments use check-in; a round robin pairs everyone by its Berger table (enter a forfeit for an absent player)':
    'required: só os torneios suíços usam check-in; um round robin emparelha todos pela tabela de Berger (registe um W.O. para um jogador ausente)',
  'Every round of the tournament is paired ({rounds}); there is no check-in to hold':
    'Todas as rodadas do torneio estão emparelhadas ({rounds}); não há check-in a fazer',
  'This tournament does not require check-in; turn it on in the check-in settings first':
    'Este torneio não exige check-in; ative-o primeiro nas definições de check-in',
  'closesAt: the check-in must close later than now': 'closesAt: o check-in tem de fechar mais tarde do que agora',
  'Check-in for round {round} is already open': 'O check-in da rodada {round} já está aberto',
  'Check-in for round {round} is not open': 'O check-in da rodada {round} não está aberto',
  'You have no entry in this tournament': 'Não está inscrito neste torneio',
  'Player not found': 'Jogador não encontrado',
  'You can only check in, or ask for byes, for yourself': 'Só pode fazer check-in, ou pedir byes, para si próprio',
  '{name} has withdrawn from the tournament; bring them back before you {what, select, bye {ask for a bye} other {check in}}':
    '{name} desistiu do torneio; reintegre-o antes de {what, select, bye {pedir um bye} other {fazer o check-in}}',
  'You have withdrawn from this tournament, so you cannot {what, select, bye {ask for a bye} other {check in}}; ask the arbiter if you want to play again':
    'Desistiu deste torneio, por isso não pode {what, select, bye {pedir um bye} other {fazer check-in}}; fale com o árbitro se quiser voltar a jogar',
  "No check-in here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Aqui não há check-in: numa prova por equipas, um jogador joga quando o capitão o inclui na escalação; quem não puder vir fica de fora',
  'A round robin pairs everyone by its Berger table; enter a forfeit for an absent player':
    'Um round robin emparelha todos pela tabela de Berger; registe um W.O. para um jogador ausente',
  'This tournament does not use check-in': 'Este torneio não usa check-in',
  '{name} has a half-point bye in round {round}; cancel it first to play': '{name} tem um bye de meio ponto na rodada {round}; cancele-o primeiro para jogar',
  'You have a half-point bye in round {round}; cancel it first to play': 'Tem um bye de meio ponto na rodada {round}; cancele-o primeiro para jogar',
  'Check-in for round {round} is not open yet': 'O check-in da rodada {round} ainda não abriu',
  'Check-in for round {round} has closed; ask the arbiter': 'O check-in da rodada {round} já fechou; fale com o árbitro',
  "No byes on request here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Aqui não há byes a pedido: numa prova por equipas, um jogador joga quando o capitão o inclui na escalação; quem não puder vir fica de fora',
  'A round robin has no half-point byes on request; the arbiter enters a forfeit instead':
    'Um round robin não tem byes de meio ponto a pedido; o árbitro regista antes um W.O.',
  'round: the tournament has {rounds} rounds, not {round}': 'round: o torneio tem {rounds} rodadas, não {round}',
  'Round {round} is already paired; its byes can no longer change': 'A rodada {round} já está emparelhada; os seus byes já não podem mudar',
  'This tournament takes no half-point bye requests from players; ask the arbiter':
    'Este torneio não aceita pedidos de bye de meio ponto dos jogadores; fale com o árbitro',
  'You already have {count, plural, one {# half-point bye} other {# half-point byes}}, the most this tournament allows ({limit}); ask the arbiter':
    'Já tem {count, plural, one {# bye de meio ponto} other {# byes de meio ponto}}, o máximo que este torneio permite ({limit}); fale com o árbitro',
} satisfies Translations;
