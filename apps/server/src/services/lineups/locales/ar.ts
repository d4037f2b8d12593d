import type { Translations } from '@kingside/contract';

export default {
  'The lineups of round {round}': 'تشكيلات الجولة {round}',
  'Lineup set': 'حُددت التشكيلة',
  'The lineups of round {round} are published': 'نُشرت تشكيلات الجولة {round}',
  'Match forfeit recorded': 'سُجّل الغياب عن المباراة',
  'Match forfeit undone': 'أُلغي الغياب عن المباراة',
  'Board {board} of the match already has a result; correct the board results instead': 'للرقعة {board} في المباراة نتيجة بالفعل؛ صحّح نتائج الرقع بدلاً من ذلك',
  'The match is not forfeited': 'لم يُسجَّل غياب في هذه المباراة',
  'Match not found in round {round}': 'المباراة غير موجودة في الجولة {round}',
  'The pairing-allocated bye is no match to forfeit': 'الاستراحة (باي) التي يمنحها الإقران ليست مباراة يُسجَّل فيها غياب',
  'Round {round} is scored; a forfeit changes only a round still being played': 'احتُسبت نقاط الجولة {round}؛ لا يغيّر الغياب إلا جولة ما زالت قيد اللعب',
  'The lineups of round {round} are already published': 'نُشرت تشكيلات الجولة {round} بالفعل',
  "Only the tournament's arbiters and the teams' captains see the lineups": 'لا يرى التشكيلات إلا حكام البطولة وقادة الفرق',
  'A lineup has at most {boards} players ({boards} boards); {given} given': 'تضم التشكيلة {boards} لاعبين على الأكثر ({boards} رقع)؛ أُعطي {given}',
  'A player is in the lineup only once': 'يرد اللاعب في التشكيلة مرة واحدة فقط',
  'A player given is not on the roster of {team}': 'أحد اللاعبين المُعطَين ليس في قائمة فريق {team}',
  '{player} is not on the roster of {team}': '{player} ليس في قائمة فريق {team}',
  '{player} has withdrawn from the tournament and cannot play': 'انسحب {player} من البطولة ولا يمكنه اللعب',
  '{after} (roster position {afterPosition}) cannot play below {before} (roster position {beforePosition}): a lineup keeps the roster order; players may be left out, not reordered':
    'لا يمكن أن يلعب {after} (المركز {afterPosition} في القائمة) تحت {before} (المركز {beforePosition} في القائمة): تحافظ التشكيلة على ترتيب القائمة؛ يجوز استبعاد لاعبين لا تغيير ترتيبهم',
  "Only the captain of {team} or the tournament's arbiters set its lineup": 'لا يحدد تشكيلة {team} إلا قائده أو حكام البطولة',
  '{team} is not paired in round {round}: it has no lineup to set': 'لم يُقرن {team} في الجولة {round}: ليست له تشكيلة لتحديدها',
  'The lineups of round {round} are published; its boards are made': 'نُشرت تشكيلات الجولة {round}؛ وتحددت رقعها',
  'The lineup deadline of round {round} passed at {deadline}; ask the arbiter to change the lineup':
    'انقضت مهلة تشكيلات الجولة {round} في {deadline}؛ اطلب من الحكم تغيير التشكيلة',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
