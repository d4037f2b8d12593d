import type { Translations } from '@kingside/contract';

export default {
  'Your team is registered: pay the entry fee to confirm its place': 'A sua equipe está inscrita: pague a taxa de inscrição para confirmar a vaga',
  'Your team is registered': 'A sua equipe está inscrita',
  'Pay the entry fee to confirm your team’s place': 'Pague a taxa de inscrição para confirmar a vaga da sua equipe',
  'The entry fee is paid': 'A taxa de inscrição está paga',
  'Team entry fees': 'Taxas de inscrição das equipes',
  "{team}'s entry fee is confirmed paid in hand": 'A taxa de inscrição de {team} foi confirmada como paga em mão',
  "{team}'s entry fee is refunded": 'A taxa de inscrição de {team} foi reembolsada',
  'Your teams': 'As suas equipes',
  'Invitation link made': 'Link de convite criado',
  '{count, plural, one {# invitation link revoked} other {# invitation links revoked}}':
    '{count, plural, one {# link de convite revogado} other {# links de convite revogados}}',
  Invitation: 'Convite',
  'You joined {team} (board order {position})': 'Entrou em {team} (ordem de tabuleiro {position})',
  "{team} awaits the organiser's approval: invite its players once it is approved":
    '{team} aguarda a aprovação do organizador: convide os seus jogadores quando for aprovada',
  'The organiser declined {team}: nobody can join it': 'O organizador recusou {team}: ninguém pode entrar nela',
  '{team} is withdrawn: nobody can join it': '{team} foi retirada: ninguém pode entrar nela',
  'This invitation link is not valid: it was revoked, or its team or tournament no longer exists':
    'Este link de convite não é válido: foi revogado, ou a sua equipe ou torneio já não existe',
  'This invitation link expired on {date}; ask the captain of {team} for a new one':
    'Este link de convite expirou em {date}; peça um novo ao capitão de {team}',
  '{team} pays no entry fee': '{team} não paga taxa de inscrição',
  "{team}'s entry fee is already paid": 'A taxa de inscrição de {team} já está paga',
  "{team}'s entry fee was refunded": 'A taxa de inscrição de {team} foi reembolsada',
  '{team} has not paid the entry fee; there is nothing to refund': '{team} não pagou a taxa de inscrição; não há nada a reembolsar',
  'Withdraw {team} first: entry fees are refunded on withdrawal': 'Retire primeiro {team}: as taxas de inscrição são reembolsadas na desistência',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'A rodada 1 já está emparelhada: as taxas só são reembolsadas em caso de desistência antes da rodada 1',
  "The payment provider could not refund {team}'s entry fee; it stays paid. Try again later":
    'O prestador de pagamentos não conseguiu reembolsar a taxa de inscrição de {team}; continua paga. Tente mais tarde',
  "Only the team's captain pays its entry fee": 'Só o capitão da equipe paga a sua taxa de inscrição',
  'Round 1 is already paired; ask the organiser to enter your team': 'A rodada 1 já está emparelhada; peça ao organizador que inscreva a sua equipe',
  'The tournament is full: it takes {count, plural, one {# team} other {# teams}}':
    'O torneio está lotado: aceita {count, plural, one {# equipe} other {# equipes}}',
  'You already captain {team} in this tournament': 'Já é capitão de {team} neste torneio',
  'A team named {team} was declined by the organiser; register under another name':
    'Uma equipe chamada {team} foi recusada pelo organizador; inscreva-se com outro nome',
  'A team named {team} is already registered': 'Já está inscrita uma equipe chamada {team}',
  'The organiser changed how teams are entered while you registered; register again':
    'O organizador mudou a forma de inscrever equipes enquanto se inscrevia; inscreva-se de novo',
  "Only the captain of {team} or the tournament's organisers manage its invitation links":
    'Só o capitão de {team} ou os organizadores do torneio gerem os seus links de convite',
} satisfies Translations;
