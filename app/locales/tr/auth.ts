import type { Namespaces } from "../types";

const auth = {
  meta: {
    title: "Giriş yapın veya hesap oluşturun — GeoCert",
    description:
      "Hazırlık sonuçlarınızı saklamak, profilinizi yönetmek ve topluluğa katılmak için GeoCert'e giriş yapın.",
    forgotTitle: "Şifrenizi sıfırlayın — GeoCert",
    resetTitle: "Yeni bir şifre belirleyin — GeoCert",
    verifyTitle: "E-posta adresinizi doğrulayın — GeoCert",
  },
  title: "GeoCert hesabınız",
  lead: "Hazırlık sonuçlarınız, profiliniz, topluluk ve iş ortakları için sertifika doğrulama: hepsi tek bir hesapta.",
  tabs: {
    label: "Giriş yapın veya kaydolun",
    signIn: "Giriş yap",
    signUp: "Hesap oluştur",
  },
  signIn: {
    heading: "Giriş yap",
    email: "E-posta adresi",
    password: "Şifre",
    submit: "Giriş yap",
    forgot: "Şifrenizi mi unuttunuz?",
    noAccount: "Burada yeni misiniz? Hesap oluşturun",
  },
  signUp: {
    heading: "Hesap oluşturun",
    name: "Ad soyad",
    nameHint: "Sertifikalarda görünmesi gerektiği şekilde.",
    email: "E-posta adresi",
    emailHint: "Bu adrese bir doğrulama bağlantısı göndeririz.",
    password: "Şifre",
    passwordHint: "En az 10 karakter; harflerle birlikte en az bir rakam veya sembol içermelidir.",
    submit: "Hesap oluştur",
    terms:
      "Hesap oluşturarak, hesabınızı yürütmek için adınızı ve e-posta adresinizi saklamamızı kabul etmiş olursunuz. Hesabınızı istediğiniz zaman silebilirsiniz.",
  },
  checkMail: {
    heading: "Gelen kutunuzu kontrol edin",
    text: "{{email}} yeni bir hesap için kullanılabiliyorsa, doğrulama bağlantısı yola çıktı. Hesabınızı etkinleştirmek için bağlantıyı bir saat içinde açın, ardından giriş yapın.",
    back: "Girişe dön",
  },
  verify: {
    heading: "E-posta adresinizi doğrulayın",
    text: "{{email}} adresini doğrulamak için hesabı oluştururken seçtiğiniz şifreyi girin. Ardından giriş yapmış olursunuz.",
    password: "Hesabın şifresi",
    submit: "Doğrula ve giriş yap",
    notYou:
      "Bu hesabı siz oluşturmadınız mı, ya da şifresini bilmiyor musunuz? Bunun yerine yeni bir şifre belirleyin: bu, adresi de doğrular ve sonrasında yalnızca sizin şifreniz geçerli olur.",
    chooseNew: "Yeni bir şifre belirleyin",
    okHeading: "E-posta adresi doğrulandı",
    okText: "Teşekkürler. Hesabınız etkin ve giriş yaptınız.",
    failedHeading: "Bu bağlantı artık çalışmıyor",
    failedText:
      "Doğrulama bağlantılarının süresi bir saat sonra dolar ve yalnızca bir kez kullanılabilir. Yeni bir bağlantı almak için e-posta adresiniz ve şifrenizle giriş yapın.",
    toAccount: "Hesabınıza gidin",
    toSignIn: "Girişe gidin",
  },
  forgot: {
    heading: "Şifrenizi sıfırlayın",
    text: "Hesabınızın e-posta adresini girin. Yeni bir şifre belirlemeniz için bir bağlantı göndeririz; bağlantı bir saat geçerlidir.",
    email: "E-posta adresi",
    submit: "Sıfırlama bağlantısı gönder",
    sentHeading: "Gelen kutunuzu kontrol edin",
    sentText:
      "{{email}} adresini kullanan bir hesap varsa, sıfırlama bağlantısı yola çıktı. Bağlantı bir saat boyunca, yalnızca bir kez kullanılabilir.",
    back: "Girişe dön",
  },
  reset: {
    heading: "Yeni bir şifre belirleyin",
    password: "Yeni şifre",
    confirm: "Yeni şifreyi tekrar girin",
    submit: "Yeni şifreyi kaydet",
    done: "Şifreniz değiştirildi. Lütfen yeni şifrenizle giriş yapın.",
    invalidHeading: "Bu sıfırlama bağlantısı artık çalışmıyor",
    invalidText:
      "Sıfırlama bağlantılarının süresi bir saat sonra dolar ve yalnızca bir kez kullanılabilir. Yeni bir bağlantı isteyin.",
    again: "Yeni bağlantı iste",
  },
  errors: {
    name: "Lütfen adınızı girin (en az 2 karakter).",
    nameLong: "Lütfen adınızı 120 karaktere kısaltın.",
    email: "Lütfen ad@example.com gibi geçerli bir e-posta adresi girin.",
    passwordRequired: "Lütfen şifrenizi girin.",
    passwordShort: "Lütfen şifreniz için en az 10 karakter kullanın.",
    passwordLong: "Lütfen şifreniz için en fazla 128 karakter kullanın.",
    passwordWeak: "Lütfen harflerin yanında en az bir rakam veya sembol kullanın.",
    passwordEmail: "Lütfen e-posta adresinizi içermeyen bir şifre seçin.",
    passwordMismatch: "İki şifre aynı değil.",
    invalidCredentials: "E-posta adresi veya şifre doğru değil. Lütfen tekrar deneyin.",
    notVerified: "Lütfen önce e-posta adresinizi doğrulayın. Size yeni bir doğrulama bağlantısı gönderdik.",
    disabled: "Bu hesap devre dışı bırakıldı. Bunun bir hata olduğunu düşünüyorsanız lütfen bizimle iletişime geçin.",
    tooManyAttempts_one: "Çok fazla giriş denemesi yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.",
    tooManyAttempts_other: "Çok fazla giriş denemesi yapıldı. Lütfen {{minutes}} dakika bekleyip tekrar deneyin.",
    rateLimited: "Çok fazla istek gönderildi. Lütfen birkaç dakika bekleyip tekrar deneyin.",
    failed: "Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.",
    confirmPassword: "Bu, bu hesabın şifresi değil. Şifreyi siz seçmediyseniz bunun yerine yeni bir şifre belirleyin.",
  },
  mail: {
    verifySubject: "GeoCert hesabınızı doğrulayın",
    verifyBody:
      "Merhaba,\n\nbu e-posta adresiyle bir GeoCert hesabı oluşturuldu. Adresi doğrulamak için bu bağlantıyı açın ve hesap için seçilen şifreyi girin:\n\n{{link}}\n\nBağlantı bir saat geçerlidir. Hesap oluşturmadıysanız bu iletiyi dikkate almayın: doğrulanmayan bir hesap 7 gün sonra silinir.\n\nGeoCert",
    resetSubject: "GeoCert şifrenizi sıfırlayın",
    resetBody:
      "Merhaba,\n\nbiri GeoCert hesabınızın şifresini sıfırlamak istedi. Yeni bir şifre belirlemek için şu bağlantıyı açın:\n\n{{link}}\n\nBağlantı yalnızca bir kez kullanılabilir ve bir saat sonra geçerliliğini yitirir. Bu istek size ait değilse bu iletiyi dikkate almayın: şifreniz olduğu gibi kalır.\n\nGeoCert",
    existingSubject: "Biri adresinizle bir GeoCert hesabı oluşturmaya çalıştı",
    existingBody:
      "Merhaba,\n\nbiri, belki siz, bu e-posta adresiyle bir GeoCert hesabı oluşturmaya çalıştı. Bu adresin zaten bir hesabı var ve hiçbir şey değiştirilmedi.\n\nBu sizseniz {{signIn}} adresinden giriş yapın veya bu bağlantıyla yeni bir şifre belirleyin (bağlantı adresinizi de doğrular ve hesabın tüm oturumlarını kapatır):\n\n{{link}}\n\nBağlantı yalnızca bir kez kullanılabilir ve bir saat sonra geçerliliğini yitirir. Bu siz değilseniz bu iletiyi dikkate almayın.\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
