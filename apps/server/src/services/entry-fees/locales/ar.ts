import type { Translations } from '@kingside/contract';

export default {
  'You are registered: pay the entry fee to confirm your place': 'أنت مسجّل: ادفع رسوم الاشتراك لتأكيد مكانك',
  'Your entry fee': 'رسوم اشتراكك',
  'Entry fee payment': 'دفع رسوم الاشتراك',
  'The payment did not go through: your registration still awaits payment; pay again': 'لم تكتمل عملية الدفع: ما زال تسجيلك بانتظار الدفع؛ ادفع مرة أخرى',
  'Entry fees': 'رسوم الاشتراك',
  'Payment confirmed': 'تم تأكيد الدفع',
  'Entry fee refunded': 'تم ردّ رسوم الاشتراك',
  'You are registered and your entry fee awaits payment: pay it from the tournament page': 'أنت مسجّل ورسوم اشتراكك بانتظار الدفع: ادفعها من صفحة البطولة',
  'This tournament charges no entry fee: register without paying': 'لا رسوم اشتراك في هذه البطولة: سجّل دون دفع',
  'The entry fee changed while you registered; register again': 'تغيّرت رسوم الاشتراك أثناء تسجيلك؛ سجّل مجددًا',
  'You have no registration with an entry fee in this tournament': 'ليس لديك تسجيل برسوم في هذه البطولة',
  'No registration with an entry fee has this id': 'لا يوجد تسجيل برسوم بهذا المعرّف',
  'Only the player who registered pays their entry fee': 'لا يدفع رسوم الاشتراك إلا اللاعب الذي سجّل',
  'This entry fee is already paid': 'رسوم المشاركة هذه مدفوعة بالفعل',
  'This entry fee was refunded': 'رُدّت رسوم المشاركة هذه',
  '{player} has not paid the entry fee; there is nothing to refund': 'لم يدفع {player} رسوم المشاركة؛ لا يوجد ما يُرد',
  'Withdraw {player} first: entry fees are refunded on withdrawal': 'اسحب {player} أولًا: تُرد رسوم المشاركة عند الانسحاب',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1': 'الجولة 1 مقترنة: لا تُرد الرسوم إلا عند الانسحاب قبل الجولة 1',
  "The payment provider could not refund {player}'s entry fee; it stays paid. Try again later":
    'تعذّر على مزوّد الدفع رد رسوم مشاركة {player}؛ تبقى مدفوعة. حاول لاحقًا',
  'This payment is not yours, and you do not manage its tournament': 'هذه الدفعة ليست لك، ولا تدير بطولتها',
  'No entry fee payment has this order id': 'لا توجد دفعة رسوم مشاركة بمعرّف الطلب هذا',
} satisfies Translations;
