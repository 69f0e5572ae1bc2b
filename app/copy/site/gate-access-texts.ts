/**
 * The gate's steps after the code or a personal link: verify an e-mail with a code, accept the
 * agreement, or the neutral refusal. One language per screen (ADR 053): Dutch on the landing and
 * timeline gates, English on the pitch deck's, the videos' and a personal link's.
 */
export const GATE_ACCESS_TEXTS = {
  nl: {
    verifyTitle: "Bevestig je e-mailadres",
    verifyIntro: (company: string) =>
      `${company} vraagt lezers hun e-mailadres te bevestigen. Vul je e-mailadres in; je krijgt een code van 6 cijfers per mail.`,
    emailLabel: "E-mailadres",
    emailRequired: "Vul je e-mailadres in.",
    emailInvalid: "Vul een geldig e-mailadres in.",
    sendCode: "Code versturen",
    sending: "Versturen...",
    codeTitle: "Vul de code in",
    codeIntro: (email: string) =>
      `We hebben een code van 6 cijfers gestuurd naar ${email}. De code is 10 minuten geldig en werkt één keer. Je mag hem plakken.`,
    codeLabel: "Code uit de mail",
    codeHint: "6 cijfers, bijvoorbeeld 123456",
    checkCode: "Bevestigen",
    checking: "Controleren...",
    otherEmail: "Ander e-mailadres gebruiken",
    newCode: "Nieuwe code sturen",
    wrongCode: "Deze code klopt niet. Controleer de mail, of vraag een nieuwe code aan.",
    codeShape: "Vul de 6 cijfers uit de mail in.",
    expiredCode: "Deze code is verlopen (na 10 minuten). Vraag een nieuwe code aan.",
    usedCode: "Deze code is al gebruikt. Vraag een nieuwe code aan.",
    noPending: "Vul eerst je e-mailadres in.",
    tooMany: (minutes: number) =>
      `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`,
    linkMismatch:
      "Deze persoonlijke link hoort bij een ander e-mailadres. Gebruik het adres waarop je de uitnodiging kreeg.",
    mailFailed: "De code kon niet worden verstuurd. Probeer het later opnieuw.",
    refusedTitle: "Geen toegang",
    refused:
      "Met dit e-mailadres kunnen we je geen toegang geven. Neem contact op met het bedrijf als je denkt dat dit niet klopt.",
    ndaTitle: "Geheimhoudingsovereenkomst",
    ndaIntro: (company: string) =>
      `Lees de overeenkomst van ${company} en ga akkoord met je naam voordat je verder leest.`,
    ndaVersion: (version: number) => `Versie ${version}`,
    nameLabel: "Je volledige naam",
    nameRequired: "Vul je naam in.",
    nameTooLong: "Je naam is te lang (maximaal 200 tekens).",
    agreeLabel: "Ik heb de overeenkomst gelezen en ga ermee akkoord.",
    agreeRequired: "Vink aan dat je akkoord gaat met de overeenkomst.",
    acceptAs: (email: string) => `Je gaat akkoord als ${email}.`,
    accept: "Akkoord en doorgaan",
    accepting: "Opslaan...",
  },
  en: {
    verifyTitle: "Confirm your e-mail address",
    verifyIntro: (company: string) =>
      `${company} asks readers to confirm their e-mail address. Enter your e-mail address; we will mail you a 6-digit code.`,
    emailLabel: "E-mail address",
    emailRequired: "Please fill in your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address.",
    sendCode: "Send code",
    sending: "Sending...",
    codeTitle: "Enter the code",
    codeIntro: (email: string) =>
      `We sent a 6-digit code to ${email}. The code works for 10 minutes, once. You may paste it.`,
    codeLabel: "Code from the mail",
    codeHint: "6 digits, for example 123456",
    checkCode: "Confirm",
    checking: "Checking...",
    otherEmail: "Use another e-mail address",
    newCode: "Send a new code",
    wrongCode: "This code is not right. Check the mail, or ask for a new code.",
    codeShape: "Please enter the 6 digits from the mail.",
    expiredCode: "This code has expired (after 10 minutes). Please ask for a new code.",
    usedCode: "This code has already been used. Please ask for a new code.",
    noPending: "Please enter your e-mail address first.",
    tooMany: (minutes: number) =>
      `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    linkMismatch:
      "This personal link belongs to another e-mail address. Use the address your invitation was sent to.",
    mailFailed: "The code could not be sent. Please try again later.",
    refusedTitle: "No access",
    refused:
      "We cannot give you access with this e-mail address. Please contact the company if you think this is a mistake.",
    ndaTitle: "Non-disclosure agreement",
    ndaIntro: (company: string) =>
      `Read the agreement of ${company} and accept it with your name before you read on.`,
    ndaVersion: (version: number) => `Version ${version}`,
    nameLabel: "Your full name",
    nameRequired: "Please fill in your name.",
    nameTooLong: "Your name is too long (at most 200 characters).",
    agreeLabel: "I have read the agreement and accept it.",
    agreeRequired: "Please tick that you accept the agreement.",
    acceptAs: (email: string) => `You accept as ${email}.`,
    accept: "Accept and continue",
    accepting: "Saving...",
  },
} as const;

export type GateAccessLanguage = keyof typeof GATE_ACCESS_TEXTS;
