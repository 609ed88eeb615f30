import type { Namespaces } from "../types";

/** Spanish strings of the auth namespace (complete). */
const auth = {
  meta: {
    title: "Iniciar sesión o crear una cuenta — GeoCert",
    description:
      "Inicie sesión en GeoCert para conservar sus resultados del cuestionario de preparación, gestionar su perfil y participar en la comunidad.",
    forgotTitle: "Restablecer la contraseña — GeoCert",
    resetTitle: "Elegir una nueva contraseña — GeoCert",
    verifyTitle: "Confirmar su dirección de correo electrónico — GeoCert",
  },
  title: "Su cuenta de GeoCert",
  lead: "Una sola cuenta para sus resultados del cuestionario de preparación, su perfil, la comunidad y, en el caso de los socios, la verificación de certificados.",
  tabs: {
    label: "Iniciar sesión o registrarse",
    signIn: "Iniciar sesión",
    signUp: "Crear cuenta",
  },
  signIn: {
    heading: "Iniciar sesión",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    forgot: "¿Ha olvidado su contraseña?",
    noAccount: "¿Es nuevo? Cree una cuenta",
  },
  signUp: {
    heading: "Crear una cuenta",
    name: "Nombre completo",
    nameHint: "Tal como debe figurar en los certificados.",
    email: "Correo electrónico",
    emailHint: "Enviaremos un enlace de confirmación a esta dirección.",
    password: "Contraseña",
    passwordHint: "Al menos 10 caracteres, con letras y al menos un número o símbolo.",
    submit: "Crear cuenta",
    terms:
      "Al crear una cuenta, acepta que guardemos su nombre y su correo electrónico para gestionar su cuenta. Puede eliminarla en cualquier momento.",
  },
  checkMail: {
    heading: "Revise su bandeja de entrada",
    text: "Si {{email}} puede usarse para una cuenta nueva, le hemos enviado un enlace de confirmación. Ábralo en el plazo de una hora para activar su cuenta y, después, inicie sesión.",
    back: "Volver a iniciar sesión",
  },
  verify: {
    heading: "Confirme su dirección de correo electrónico",
    text: "Para confirmar {{email}}, introduzca la contraseña que eligió al crear la cuenta. Después habrá iniciado sesión.",
    password: "Contraseña de la cuenta",
    submit: "Confirmar e iniciar sesión",
    notYou:
      "¿No ha creado usted esta cuenta o no conoce su contraseña? Elija una contraseña nueva: así también se confirma la dirección y después solo funciona su contraseña.",
    chooseNew: "Elegir una contraseña nueva",
    okHeading: "Correo electrónico confirmado",
    okText: "Gracias. Su cuenta está activa y ha iniciado sesión.",
    failedHeading: "Este enlace ya no funciona",
    failedText:
      "Los enlaces de confirmación caducan al cabo de una hora y solo funcionan una vez. Inicie sesión con su correo electrónico y su contraseña para recibir uno nuevo.",
    toAccount: "Ir a su cuenta",
    toSignIn: "Ir a iniciar sesión",
  },
  forgot: {
    heading: "Restablecer la contraseña",
    text: "Introduzca el correo electrónico de su cuenta. Le enviaremos un enlace para elegir una nueva contraseña; funciona durante una hora.",
    email: "Correo electrónico",
    submit: "Enviar enlace de restablecimiento",
    sentHeading: "Revise su bandeja de entrada",
    sentText:
      "Si alguna cuenta usa {{email}}, le hemos enviado un enlace de restablecimiento. Funciona una sola vez, durante una hora.",
    back: "Volver a iniciar sesión",
  },
  reset: {
    heading: "Elegir una nueva contraseña",
    password: "Nueva contraseña",
    confirm: "Repita la nueva contraseña",
    submit: "Guardar la nueva contraseña",
    done: "Su contraseña se ha cambiado. Inicie sesión con la nueva.",
    invalidHeading: "Este enlace de restablecimiento ya no funciona",
    invalidText:
      "Los enlaces de restablecimiento caducan al cabo de una hora y solo funcionan una vez. Solicite uno nuevo.",
    again: "Solicitar un nuevo enlace",
  },
  errors: {
    name: "Introduzca su nombre (al menos 2 caracteres).",
    nameLong: "Acorte su nombre a 120 caracteres.",
    email: "Introduzca un correo electrónico válido, por ejemplo nombre@ejemplo.com.",
    passwordRequired: "Introduzca su contraseña.",
    passwordShort: "Use al menos 10 caracteres para su contraseña.",
    passwordLong: "Use como máximo 128 caracteres para su contraseña.",
    passwordWeak: "Combine letras con al menos un número o símbolo.",
    passwordEmail: "Elija una contraseña que no contenga su correo electrónico.",
    passwordMismatch: "Las dos contraseñas no coinciden.",
    invalidCredentials: "El correo electrónico o la contraseña no son correctos. Vuelva a intentarlo.",
    notVerified: "Confirme primero su correo electrónico. Le hemos enviado un nuevo enlace de confirmación.",
    disabled: "Esta cuenta se ha desactivado. Póngase en contacto con nosotros si cree que se trata de un error.",
    tooManyAttempts_one: "Demasiados intentos de inicio de sesión. Espere un minuto y vuelva a intentarlo.",
    tooManyAttempts_other: "Demasiados intentos de inicio de sesión. Espere {{minutes}} minutos y vuelva a intentarlo.",
    rateLimited: "Demasiadas solicitudes. Espere unos minutos y vuelva a intentarlo.",
    failed: "Algo ha fallado por nuestra parte. Vuelva a intentarlo.",
    confirmPassword: "Esa no es la contraseña de esta cuenta. Si no la eligió usted, elija una contraseña nueva.",
  },
  mail: {
    verifySubject: "Confirme su cuenta de GeoCert",
    verifyBody:
      "Hola:\n\nse ha creado una cuenta de GeoCert con esta dirección de correo electrónico. Para confirmar la dirección, abra este enlace e introduzca la contraseña elegida para la cuenta:\n\n{{link}}\n\nEl enlace funciona durante una hora. Si no ha creado ninguna cuenta, ignore este mensaje: una cuenta sin confirmar se elimina a los 7 días.\n\nGeoCert",
    resetSubject: "Restablezca su contraseña de GeoCert",
    resetBody:
      "Hola:\n\nalguien ha solicitado restablecer la contraseña de su cuenta de GeoCert. Para elegir una nueva, abra:\n\n{{link}}\n\nEl enlace funciona una sola vez y caduca en una hora. Si no ha sido usted, ignore este mensaje: su contraseña sigue siendo la misma.\n\nGeoCert",
    existingSubject: "Alguien ha intentado crear una cuenta de GeoCert con su dirección",
    existingBody:
      "Hola:\n\nalguien, quizá usted, ha intentado crear una cuenta de GeoCert con esta dirección de correo electrónico. Ya tiene una cuenta y no se ha cambiado nada.\n\nSi ha sido usted, inicie sesión en {{signIn}} o elija una contraseña nueva con este enlace (también confirma su dirección y cierra todas las sesiones de la cuenta):\n\n{{link}}\n\nEl enlace funciona una sola vez y caduca en una hora. Si no ha sido usted, ignore este mensaje.\n\nGeoCert",
  },
} satisfies Namespaces["auth"];

export default auth;
