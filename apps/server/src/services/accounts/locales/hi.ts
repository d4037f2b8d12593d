import type { Translations } from '@kingside/contract';

export default {
  'Login successful': 'साइन इन हो गया',
  'User found': 'खाता मिल गया',
  'Logged out': 'साइन आउट हो गया',
  'Password changed': 'पासवर्ड बदल दिया गया',
  'Language saved': 'भाषा सहेज ली गई',
  'A reset code has been sent to your email': 'रीसेट कोड आपके ईमेल पर भेज दिया गया है',
  'Your password has been changed. Please sign in with the new one.': 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से साइन इन करें।',
  'Too many failed sign-in attempts for this account.': 'इस खाते के लिए साइन इन के बहुत अधिक असफल प्रयास हुए।',
  'Too many failed sign-in attempts from this browser.': 'इस ब्राउज़र से साइन इन के बहुत अधिक असफल प्रयास हुए।',
  'Too many failed sign-in attempts from your network. A code sent by mail still signs you in.':
    'आपके नेटवर्क से साइन इन के बहुत अधिक असफल प्रयास हुए। ईमेल से भेजे गए कोड से आप अब भी साइन इन कर सकते हैं।',
  'Too many sign-ups from your network.': 'आपके नेटवर्क से बहुत अधिक साइन-अप हुए।',
  'Too many sign-ups for this email address.': 'इस ईमेल पते के लिए बहुत अधिक साइन-अप हुए।',
  'The codes for this address are used up for now (5 every 15 minutes).': 'इस पते के कोड अभी के लिए ख़त्म हो गए हैं (हर 15 मिनट में 5)।',
  'Too many codes were requested from your network.': 'आपके नेटवर्क से बहुत अधिक कोड मांगे गए।',
  'Too many wrong codes were entered from your network.': 'आपके नेटवर्क से बहुत अधिक ग़लत कोड डाले गए।',
  'Welcome to Kingside': 'Kingside में आपका स्वागत है',
  'Hello {name},\n\nyour Kingside account is ready: sign in with this email address and your password.\n':
    'नमस्ते {name},\n\nआपका Kingside खाता तैयार है: इस ईमेल पते और अपने पासवर्ड से साइन इन करें।\n',
  'Someone tried to sign up with your email address': 'किसी ने आपके ईमेल पते से साइन-अप करने की कोशिश की',
  'Someone tried to create a Kingside account with this email address, which already has one. Nothing was changed.\n\nIf it was you, sign in with your password or with a code sent by mail, or reset your password ("Forgot password?").\nIf it was not you, you need not do anything.\n':
    'किसी ने इस ईमेल पते से Kingside खाता बनाने की कोशिश की, जिसका खाता पहले से है। कुछ भी नहीं बदला गया।\n\nअगर यह आप थे, तो अपने पासवर्ड से या ईमेल से भेजे गए कोड से साइन इन करें, या अपना पासवर्ड रीसेट करें ("पासवर्ड भूल गए?")।\nअगर यह आप नहीं थे, तो आपको कुछ करने की ज़रूरत नहीं है।\n',
  'Invalid email or password': 'ईमेल या पासवर्ड ग़लत है',
  'The current password is wrong': 'मौजूदा पासवर्ड ग़लत है',
  'Your Kingside sign-in code': 'आपका Kingside साइन-इन कोड',
  'Your sign-in code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'आपका साइन-इन कोड {code} है\n\nयह एक बार, {minutes} मिनट तक काम करता है। अगर आपने इसे नहीं मांगा, तो इस ईमेल को अनदेखा करें: आपका खाता नहीं बदला है।\n',
  'Your Kingside password reset code': 'आपका Kingside पासवर्ड रीसेट कोड',
  'Your password reset code is {code}\n\nIt works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your account is unchanged.\n':
    'आपका पासवर्ड रीसेट कोड {code} है\n\nयह एक बार, {minutes} मिनट तक काम करता है। अगर आपने इसे नहीं मांगा, तो इस ईमेल को अनदेखा करें: आपका खाता नहीं बदला है।\n',
  'The reset code could not be sent; please try again later': 'रीसेट कोड भेजा नहीं जा सका; कृपया बाद में फिर कोशिश करें',
  'Too many wrong codes: request a new code': 'बहुत अधिक ग़लत कोड: नया कोड मांगें',
  'The code is wrong or has expired': 'कोड ग़लत है या उसकी अवधि समाप्त हो गई है',
  '{reason} Wait {wait} before the next attempt.': '{reason} अगली कोशिश से पहले {wait} प्रतीक्षा करें।',
} satisfies Translations;
