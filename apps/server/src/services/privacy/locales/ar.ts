import type { Translations } from '@kingside/contract';

export default {
  'Deleted tournaments': 'البطولات المحذوفة',
  'Tournament deleted; it can be restored until {date}': 'حُذفت البطولة؛ يمكن استعادتها حتى {date}',
  'Tournament restored': 'استُعيدت البطولة',
  'Your account was deleted': 'حُذف حسابك',
  'Your data': 'بياناتك',
  'Account deleted': 'حُذف الحساب',
  '{count, plural, one {You still own a tournament ({names}): delete it first, or ask an admin to take it over} other {You still own # tournaments ({names}{more, plural, =0 {} other { and # more}}): delete them first, or ask an admin to take them over}}':
    '{count, plural, one {ما زلت تملك بطولة ({names}): احذفها أولًا أو اطلب من أحد المشرفين أن يتولاها} other {ما زلت تملك # بطولات ({names}{more, plural, =0 {} other { و# أخرى}}): احذفها أولًا أو اطلب من أحد المشرفين أن يتولاها}}',
  'A prize payout to you is still pending: wait until it is paid or has failed, then delete your account':
    'ما زال صرف جائزة لك معلقًا: انتظر حتى يُدفع أو يفشل، ثم احذف حسابك',
  'You are the only manager of the club “{club}”, which has tournaments: invite another organiser to manage it (Create club, Your clubs) and wait until they accept':
    'أنت المدير الوحيد للنادي “{club}” الذي لديه بطولات: ادعُ منظمًا آخر لإدارته (إنشاء نادٍ، أنديتك) وانتظر حتى يقبل',
  'An admin account is deleted by another admin (Admin → users)': 'يحذف حسابَ المشرف مشرفٌ آخر (الإدارة ← المستخدمون)',
  'The password is wrong': 'كلمة المرور خاطئة',
  'You cannot delete your own admin account here; another admin can': 'لا يمكنك حذف حساب المشرف الخاص بك هنا؛ يمكن لمشرف آخر ذلك',
  'Account not found': 'الحساب غير موجود',
  'A prize payout of this tournament is still pending: wait until it is paid or has failed (Payouts), then delete the tournament':
    'ما زال صرف جائزة لهذه البطولة معلقًا: انتظر حتى يُدفع أو يفشل (المدفوعات)، ثم احذف البطولة',
  'Tournament not found': 'البطولة غير موجودة',
  'You do not manage this tournament': 'أنت لا تدير هذه البطولة',
  'This tournament is not deleted': 'هذه البطولة غير محذوفة',
  'This tournament was deleted more than {days} days ago and is being purged; it can no longer be restored':
    'حُذفت هذه البطولة منذ أكثر من {days} يومًا ويجري محوها؛ لم يعد ممكنًا استعادتها',
  'Only organisers and admins manage tournaments': 'لا يدير البطولات إلا المنظمون والمشرفون',
} satisfies Translations;
