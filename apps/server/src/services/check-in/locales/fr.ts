import type { Translations } from '@kingside/contract';

export default {
  '{checkedIn} of {playing} checked in': '{checkedIn} sur {playing} enregistrés',
  '{name} has no round left to check in for': '{name} n’a plus de ronde pour laquelle s’enregistrer',
  '{name} is absent from round {round}: not paired, a zero-point bye': '{name} est absent à la ronde {round} : non apparié, exempt à zéro point',
  '{name} is to be paired in round {round}': '{name} sera apparié à la ronde {round}',
  '{name} is checked in for round {round}': '{name} est enregistré pour la ronde {round}',
  '{name} is not checked in': '{name} n’est pas enregistré',
  'Check-in settings saved': 'Réglages de l’enregistrement enregistrés',
  'Check-in for round {round} is open': 'L’enregistrement de la ronde {round} est ouvert',
  'Check-in for round {round} closed: {count}': 'Enregistrement de la ronde {round} fermé : {count}',
  'No bye in round {round} for {name}': 'Pas d’exemption à la ronde {round} pour {name}',
  "Half-point bye in round {round} for {name}, beyond the tournament's limit of {limit} for players":
    'Exemption à un demi-point à la ronde {round} pour {name}, au-delà de la limite de {limit} fixée aux joueurs par le tournoi',
  'Half-point bye in round {round} for {name}': 'Exemption à un demi-point à la ronde {round} pour {name}',
  "required: no check-in in a team event: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'required : pas d’enregistrement dans une compétition par équipes : dans une compétition par équipes, un joueur joue quand son capitaine l’inscrit dans la composition ; celui qui ne peut pas venir en est laissé de côté',
  'required: only Swiss tournaments use check-in; a round robin pairs everyone by its Berger table (enter a forfeit for an absent player)':
    'required : seuls les tournois suisses utilisent l’enregistrement ; un toutes-rondes apparie chacun selon sa table de Berger (saisissez un forfait pour un joueur absent)',
  'Every round of the tournament is paired ({rounds}); there is no check-in to hold':
    'Toutes les rondes du tournoi sont appariées ({rounds}) ; il n’y a plus d’enregistrement à tenir',
  'This tournament does not require check-in; turn it on in the check-in settings first':
    'Ce tournoi n’exige pas d’enregistrement ; activez-le d’abord dans les réglages de l’enregistrement',
  'closesAt: the check-in must close later than now': 'closesAt : l’enregistrement doit fermer plus tard que maintenant',
  'Check-in for round {round} is already open': 'L’enregistrement de la ronde {round} est déjà ouvert',
  'Check-in for round {round} is not open': 'L’enregistrement de la ronde {round} n’est pas ouvert',
  'You have no entry in this tournament': 'Vous n’êtes pas inscrit à ce tournoi',
  'Player not found': 'Joueur introuvable',
  'You can only check in, or ask for byes, for yourself': 'Vous ne pouvez vous enregistrer, ou demander une exemption, que pour vous-même',
  '{name} has withdrawn from the tournament; bring them back before you {what, select, bye {ask for a bye} other {check in}}':
    '{name} s’est retiré du tournoi ; réintégrez-le avant de {what, select, bye {demander une exemption} other {l’enregistrer}}',
  'You have withdrawn from this tournament, so you cannot {what, select, bye {ask for a bye} other {check in}}; ask the arbiter if you want to play again':
    'Vous vous êtes retiré de ce tournoi : vous ne pouvez donc pas {what, select, bye {demander une exemption} other {vous enregistrer}} ; adressez-vous à l’arbitre pour rejouer',
  "No check-in here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Pas d’enregistrement ici : dans une compétition par équipes, un joueur joue quand son capitaine l’inscrit dans la composition ; celui qui ne peut pas venir en est laissé de côté',
  'A round robin pairs everyone by its Berger table; enter a forfeit for an absent player':
    'Un toutes-rondes apparie chacun selon sa table de Berger ; saisissez un forfait pour un joueur absent',
  'This tournament does not use check-in': 'Ce tournoi n’utilise pas l’enregistrement',
  '{name} has a half-point bye in round {round}; cancel it first to play':
    '{name} a une exemption à un demi-point à la ronde {round} ; annulez-la d’abord pour qu’il joue',
  'You have a half-point bye in round {round}; cancel it first to play':
    'Vous avez une exemption à un demi-point à la ronde {round} ; annulez-la d’abord pour jouer',
  'Check-in for round {round} is not open yet': 'L’enregistrement de la ronde {round} n’est pas encore ouvert',
  'Check-in for round {round} has closed; ask the arbiter': 'L’enregistrement de la ronde {round} est fermé ; adressez-vous à l’arbitre',
  "No byes on request here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Pas d’exemption sur demande ici : dans une compétition par équipes, un joueur joue quand son capitaine l’inscrit dans la composition ; celui qui ne peut pas venir en est laissé de côté',
  'A round robin has no half-point byes on request; the arbiter enters a forfeit instead':
    'Un toutes-rondes n’a pas d’exemption à un demi-point sur demande ; l’arbitre saisit un forfait à la place',
  'round: the tournament has {rounds} rounds, not {round}': 'round : le tournoi compte {rounds} rondes, pas {round}',
  'Round {round} is already paired; its byes can no longer change': 'La ronde {round} est déjà appariée ; ses exemptions ne peuvent plus changer',
  'This tournament takes no half-point bye requests from players; ask the arbiter':
    'Ce tournoi n’accepte pas de demande d’exemption à un demi-point des joueurs ; adressez-vous à l’arbitre',
  'You already have {count, plural, one {# half-point bye} other {# half-point byes}}, the most this tournament allows ({limit}); ask the arbiter':
    'Vous avez déjà {count, plural, one {# exemption à un demi-point} other {# exemptions à un demi-point}}, le maximum autorisé par ce tournoi ({limit}) ; adressez-vous à l’arbitre',
} satisfies Translations;
