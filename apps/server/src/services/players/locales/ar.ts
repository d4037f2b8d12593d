import type { Translations } from '@kingside/contract';

export default {
  'Player added': 'أُضيف اللاعب',
  'Player already added': 'اللاعب مُضاف بالفعل',
  'You are registered': 'أنت مسجَّل',
  'Player details': 'تفاصيل اللاعب',
  'Player updated': 'حُدّث اللاعب',
  '{name} withdrawn': 'سُحب {name} من البطولة',
  '{name} back in the tournament': 'عاد {name} إلى البطولة',
  Players: 'اللاعبون',
  'You do not manage this tournament': 'أنت لا تدير هذه البطولة',
  '{field}: no half-point byes in the last round ({last}) of this tournament; round {round} cannot have one':
    '{field}: لا استراحات بنصف نقطة في الجولة الأخيرة ({last}) من هذه البطولة؛ لا يمكن أن تكون للجولة {round} استراحة',
  '{field}: no half-point byes in the last {count} rounds ({first} to {last}) of this tournament; round {round} cannot have one':
    '{field}: لا استراحات بنصف نقطة في آخر {count} جولات ({first} إلى {last}) من هذه البطولة؛ لا يمكن أن تكون للجولة {round} استراحة',
  "{field}: {player} would have {total} half-point byes, beyond this tournament's limit of {limit} per player":
    '{field}: سيكون لدى {player} {total} استراحات بنصف نقطة، بما يتجاوز حدّ هذه البطولة البالغ {limit} لكل لاعب',
  'clientToken: this token already sent another request; send a new one': 'clientToken: أُرسل بهذا الرمز طلب آخر بالفعل؛ أرسل رمزًا جديدًا',
  'This tournament caps its field or approves its entries: register from its page (POST /api/registration/{tournamentId})':
    'تحدّ هذه البطولة عدد المشاركين أو تعتمد الطلبات: سجّل من صفحتها (POST /api/registration/{tournamentId})',
  '{name} was expelled in round {round}; an expulsion cannot be undone': 'طُرد {name} في الجولة {round}؛ لا يمكن التراجع عن الطرد',
  '{name} was expelled before round 1; an expulsion cannot be undone': 'طُرد {name} قبل الجولة 1؛ لا يمكن التراجع عن الطرد',
  '{what}: round {round} is paired, and pairing numbers are fixed once round {fixedFrom} is':
    '{what}: الجولة {round} مُقرَنة، وأرقام الإقران تثبت بمجرد إقران الجولة {fixedFrom}',
  '{what}: {round, plural, one {round 1 is} other {rounds 1 to # are}} already paired with the old pairing numbers, and stay as they were paired':
    '{what}: {round, plural, zero {الجولات 1 إلى # مُقرَنة} one {الجولة 1 مُقرَنة} two {الجولتان 1 إلى # مُقرَنتان} few {الجولات 1 إلى # مُقرَنة} many {الجولات 1 إلى # مُقرَنة} other {الجولات 1 إلى # مُقرَنة}} بالفعل بأرقام الإقران القديمة، وتبقى كما أُقرنت',
  'The tournament has finished; its pairing numbers can no longer change': 'انتهت البطولة؛ لم يعد تغيير أرقام الإقران ممكنًا',
  'pairingNumber: {name} already has number {number}': 'pairingNumber: لدى {name} الرقم {number} بالفعل',
  'pairingNumber: no player of this tournament has number {number}': 'pairingNumber: لا يحمل أي لاعب في هذه البطولة الرقم {number}',
  'pairingNumber: swapping pairing numbers {change} ({name}, {other})': 'pairingNumber: تبديل أرقام الإقران {change} ({name}، {other})',
  '{reason} Nothing was changed; try again in a few minutes.': '{reason} لم يتغيّر شيء؛ حاول مجددًا بعد بضع دقائق.',
  'The payment provider refused {what}: {reason}': 'رفض مزوّد الدفع {what}: {reason}',
  'The tournament has finished; its players can no longer change': 'انتهت البطولة؛ لم يعد تغيير لاعبيها ممكنًا',
  "{field}: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    '{field}: يلعب لاعبو بطولة الفرق حين يضعهم قائدهم في التشكيلة؛ واللاعب الذي لا يستطيع الحضور يُترك خارجها',
  '{field}: a round robin has no requested byes; enter a forfeit instead': '{field}: لا استراحات بالطلب في الدوري؛ سجّل غيابًا بدلًا من ذلك',
  '{field}: the tournament has {rounds} rounds, not {round}': '{field}: للبطولة {rounds} جولات، لا {round}',
  'fullPointByes: round {round} is a half-point bye too; a round has one bye': 'fullPointByes: الجولة {round} استراحة بنصف نقطة أيضًا؛ للجولة استراحة واحدة',
  'byes: round {round} is already paired; its byes can no longer change (revert it first)':
    'byes: الجولة {round} مُقرَنة بالفعل؛ لم يعد تغيير استراحاتها ممكنًا (تراجع عنها أولًا)',
  'Full-point bye in round {round} for {name}: FIDE discourages full-point byes other than the pairing-allocated bye; the player scores a win without playing, which also counts against them when the pairing-allocated bye is given':
    'استراحة بنقطة كاملة في الجولة {round} لـ{name}: لا تُحبّذ FIDE الاستراحات بنقطة كاملة غير استراحة الإقران؛ إذ ينال اللاعب فوزًا دون لعب، ويُحسب ذلك عليه أيضًا عند منح استراحة الإقران',
  'fideId: {name} is already entered with FIDE id {fideId}': 'fideId: {name} مُسجَّل بالفعل بمعرّف FIDE {fideId}',
  'name: {name}, born {birthDate}, is already entered': 'name: {name}، المولود في {birthDate}، مُسجَّل بالفعل',
  'This tournament charges an entry fee of {fee}: register through the entry-fee registration, which takes the payment':
    'تفرض هذه البطولة رسم اشتراك قدره {fee}: سجّل عبر التسجيل برسم الاشتراك، الذي يتولى الدفع',
  'A round robin takes no players once round 1 is paired; revert round 1 first': 'لا يقبل الدوري لاعبين بعد إقران الجولة 1؛ تراجع عن الجولة 1 أولًا',
  'All {rounds} rounds are paired; a late entry would have no round to play': 'أُقرنت الجولات كلها ({rounds})؛ لن تبقى للاعب المتأخر جولة يلعبها',
  "{name}'s entry fee was refunded, so they cannot come back into the tournament": 'رُدّ رسم اشتراك {name}، لذا لا يمكنه العودة إلى البطولة',
  'deputyArbiterFideIds: {ids} FIDE ids for {deputies} deputy arbiters': 'deputyArbiterFideIds: {ids} من معرّفات FIDE لـ{deputies} من الحكام المساعدين',
  'Pairing number {number} set': 'عُيّن رقم الإقران {number}',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'طرد {name}: لن يُقرَن اللاعب مجددًا في هذه البطولة؛ وتبقى الرقعة المُقرَنة له من قبل قائمة لأجل نتيجتها. يُزيل النظام السويسري اللاعب من الترتيب والجوائز ومراتب TRF؛ ويحتفظ خصومه بالمباريات التي لعبوها ضده لكسر التعادل. يُكتب الطرد، مع الجولة التي حدث فيها، تعليقًا في تصدير TRF (تقرير تصنيف FIDE). لا يمكن التراجع عنه: لا يمكن إعادة اللاعب إلى البطولة.',
} satisfies Translations;
