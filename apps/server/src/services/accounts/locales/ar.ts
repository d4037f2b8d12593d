import type { Translations } from '@kingside/contract';

export default {
  'Login successful': 'تم تسجيل الدخول',
  'User found': 'تم العثور على الحساب',
  'Logged out': 'تم تسجيل الخروج',
  'Password changed': 'تم تغيير كلمة المرور',
  'Language saved': 'تم حفظ اللغة',
  'A reset code has been sent to your email': 'أُرسل رمز إعادة التعيين إلى بريدك الإلكتروني',
  'Your password has been changed. Please sign in with the new one.': 'تم تغيير كلمة المرور. يُرجى تسجيل الدخول بالكلمة الجديدة.',
  'Too many failed sign-in attempts for this account.': 'محاولات تسجيل دخول فاشلة كثيرة جدًا لهذا الحساب.',
  'Too many failed sign-in attempts from this browser.': 'محاولات تسجيل دخول فاشلة كثيرة جدًا من هذا المتصفح.',
  'Too many failed sign-in attempts from your network. A code sent by mail still signs you in.':
    'محاولات تسجيل دخول فاشلة كثيرة جدًا من شبكتك. ما زال بإمكانك الدخول برمز يُرسل بالبريد.',
  'Too many sign-ups from your network.': 'عمليات تسجيل كثيرة جدًا من شبكتك.',
  'Too many sign-ups for this email address.': 'عمليات تسجيل كثيرة جدًا بعنوان البريد هذا.',
  'The codes for this address are used up for now (5 every 15 minutes).': 'نفدت رموز هذا العنوان حاليًا (5 كل 15 دقيقة).',
  'Too many codes were requested from your network.': 'طُلبت رموز كثيرة جدًا من شبكتك.',
  'Too many wrong codes were entered from your network.': 'أُدخلت رموز خاطئة كثيرة جدًا من شبكتك.',
  'Welcome to Kingside': 'مرحبًا بك في Kingside',
  'Hello {name},\n\nyour Kingside account is ready: sign in with this email address and your password.\n':
    'مرحبًا {name}،\n\nحسابك في Kingside جاهز: سجّل الدخول بعنوان البريد هذا وكلمة مرورك.\n',
  'Someone tried to sign up with your email address': 'حاول شخص ما التسجيل بعنوان بريدك الإلكتروني',
  'Someone tried to create a Kingside account with this email address, which already has one. Nothing was changed.\n\nIf it was you, sign in with your password or with a code sent by mail, or reset your password ("Forgot password?").\nIf it was not you, you need not do anything.\n':
    'حاول شخص ما إنشاء حساب في Kingside بعنوان البريد هذا، وله حساب بالفعل. لم يتغيّر شيء.\n\nإن كنت أنت، فسجّل الدخول بكلمة مرورك أو برمز يُرسل بالبريد، أو أعد تعيين كلمة المرور («نسيت كلمة المرور؟»).\nوإن لم تكن أنت، فلا حاجة إلى فعل أي شيء.\n',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'The current password is wrong': 'كلمة المرور الحالية غير صحيحة',
  'Your Kingside sign-in code': 'رمز الدخول إلى Kingside',
  'Your sign-in code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'رمز الدخول الخاص بك هو {code}\n\nيصلح مرة واحدة لمدة {minutes} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة: حسابك لم يتغيّر.\n',
  'Your Kingside password reset code': 'رمز إعادة تعيين كلمة مرور Kingside',
  'Your password reset code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'رمز إعادة تعيين كلمة المرور هو {code}\n\nيصلح مرة واحدة لمدة {minutes} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة: حسابك لم يتغيّر.\n',
  'The reset code could not be sent; please try again later': 'تعذّر إرسال رمز إعادة التعيين؛ يُرجى المحاولة لاحقًا',
  'Too many wrong codes: request a new code': 'رموز خاطئة كثيرة جدًا: اطلب رمزًا جديدًا',
  'The code is wrong or has expired': 'الرمز خاطئ أو منتهي الصلاحية',
  '{reason} Wait {wait} before the next attempt.': '{reason} انتظر {wait} قبل المحاولة التالية.',
} satisfies Translations;
