import type { Translations } from '@kingside/contract';

export default {
  'Your team is registered: pay the entry fee to confirm its place': 'سُجّل فريقك: ادفع رسوم الاشتراك لتأكيد مكانه',
  'Your team is registered': 'سُجّل فريقك',
  'Pay the entry fee to confirm your team’s place': 'ادفع رسوم الاشتراك لتأكيد مكان فريقك',
  'The entry fee is paid': 'دُفعت رسوم الاشتراك',
  'Team entry fees': 'رسوم اشتراك الفرق',
  "{team}'s entry fee is confirmed paid in hand": 'تأكّد دفع رسوم اشتراك {team} يداً بيد',
  "{team}'s entry fee is refunded": 'رُدّت رسوم اشتراك {team}',
  'Your teams': 'فرقك',
  'Invitation link made': 'أُنشئ رابط الدعوة',
  '{count, plural, one {# invitation link revoked} other {# invitation links revoked}}':
    '{count, plural, zero {لم يُلغَ أي رابط دعوة} one {أُلغي رابط دعوة واحد} two {أُلغي رابطا دعوة} few {أُلغيت # روابط دعوة} many {أُلغي # رابط دعوة} other {أُلغي # رابط دعوة}}',
  Invitation: 'دعوة',
  'You joined {team} (board order {position})': 'انضممت إلى {team} (ترتيب الرقعة {position})',
  "{team} awaits the organiser's approval: invite its players once it is approved": '{team} بانتظار موافقة المنظم: ادعُ لاعبيه بعد قبوله',
  'The organiser declined {team}: nobody can join it': 'رفض المنظم {team}: لا يمكن لأحد الانضمام إليه',
  '{team} is withdrawn: nobody can join it': 'سُحب {team}: لا يمكن لأحد الانضمام إليه',
  'This invitation link is not valid: it was revoked, or its team or tournament no longer exists':
    'رابط الدعوة هذا غير صالح: أُلغي، أو لم يعد فريقه أو بطولته موجوداً',
  'This invitation link expired on {date}; ask the captain of {team} for a new one': 'انتهت صلاحية رابط الدعوة هذا في {date}؛ اطلب رابطاً جديداً من قائد {team}',
  '{team} pays no entry fee': 'لا يدفع {team} رسوم اشتراك',
  "{team}'s entry fee is already paid": 'رسوم اشتراك {team} مدفوعة بالفعل',
  "{team}'s entry fee was refunded": 'رُدّت رسوم اشتراك {team} من قبل',
  '{team} has not paid the entry fee; there is nothing to refund': 'لم يدفع {team} رسوم الاشتراك؛ لا شيء لرده',
  'Withdraw {team} first: entry fees are refunded on withdrawal': 'اسحب {team} أولاً: تُرد رسوم الاشتراك عند الانسحاب',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1': 'الجولة 1 مقترنة: لا تُرد الرسوم إلا عند الانسحاب قبل الجولة 1',
  "The payment provider could not refund {team}'s entry fee; it stays paid. Try again later":
    'تعذّر على مزوّد الدفع رد رسوم اشتراك {team}؛ تبقى مدفوعة. حاول لاحقاً',
  "Only the team's captain pays its entry fee": 'لا يدفع رسوم اشتراك الفريق إلا قائده',
  'Round 1 is already paired; ask the organiser to enter your team': 'أُقرنت الجولة 1 بالفعل؛ اطلب من المنظم إدخال فريقك',
  'The tournament is full: it takes {count, plural, one {# team} other {# teams}}':
    'البطولة مكتملة: تتسع لـ{count, plural, zero {# فريق} one {فريق واحد} two {فريقين} few {# فرق} many {# فريقاً} other {# فريق}}',
  'You already captain {team} in this tournament': 'أنت بالفعل قائد {team} في هذه البطولة',
  'A team named {team} was declined by the organiser; register under another name': 'رفض المنظم فريقاً باسم {team}؛ سجّل باسم آخر',
  'A team named {team} is already registered': 'يوجد فريق مسجل بالفعل باسم {team}',
  'The organiser changed how teams are entered while you registered; register again': 'غيّر المنظم طريقة إدخال الفرق أثناء تسجيلك؛ سجّل مجدداً',
  "Only the captain of {team} or the tournament's organisers manage its invitation links": 'لا يدير روابط دعوة {team} إلا قائده أو منظمو البطولة',
} satisfies Translations;
