/**
 * The account's own screens (Dutch, as the sign-in screen): 'Mijn account' (password, sessions,
 * two-factor sign-in, e-mail verification, company), the forgotten-password and reset pages,
 * accepting an invitation, the two-factor step of signing in, and the role refusals.
 */
export const ACCOUNT_TEXTS = {
  title: "Mijn account",
  logout: "Uitloggen",
  saving: "Bezig...",
  // Role refusals (every members' route).
  readOnly: "Je bent kijker bij dit bedrijf: je kunt alles lezen, maar niets wijzigen.",
  readOnlyBanner: "Je bent kijker: je kunt alles lezen, maar niets wijzigen.",
  // E-mail verification.
  unverifiedBanner:
    "Je e-mailadres is nog niet bevestigd. Tot dan kun je geen teamleden of investeerders uitnodigen en geen mails naar investeerders versturen.",
  resendVerification: "Bevestigingsmail opnieuw sturen",
  verificationSent: {
    title: "Bevestigingsmail verstuurd",
    description: "Open de link in de mail om je e-mailadres te bevestigen.",
  },
  verificationWait: "Er is net al een bevestigingsmail verstuurd. Wacht een paar minuten.",
  emailTitle: "E-mailadres",
  emailVerified: "Bevestigd",
  emailNotVerified: "Nog niet bevestigd",
  verifyTitle: "E-mailadres bevestigen",
  verifyIntro: (email: string) => `Bevestig dat ${email} jouw e-mailadres is.`,
  verifyButton: "Bevestigen",
  verified: { title: "E-mailadres bevestigd" },
  verifyLinkInvalid: "Deze link werkt niet (meer). Vraag in Mijn account een nieuwe bevestigingsmail aan.",
  needsVerification:
    "Bevestig eerst je e-mailadres voordat je mails naar anderen verstuurt (investeerders of teamleden uitnodigen, een update mailen, een mail opnieuw versturen). Open de link in de bevestigingsmail, of vraag een nieuwe aan.",
  // Password change.
  passwordTitle: "Wachtwoord wijzigen",
  passwordHint: "Minstens 10 tekens, en geen veelgebruikt wachtwoord. Je andere sessies worden afgemeld.",
  labels: {
    currentPassword: "Huidig wachtwoord",
    newPassword: "Nieuw wachtwoord",
    fullName: "Volledige Naam",
    email: "Email",
    password: "Wachtwoord",
    code: "Code uit je app",
    recoveryCode: "Herstelcode",
  },
  changePassword: "Wachtwoord wijzigen",
  passwordChanged: { title: "Wachtwoord gewijzigd", description: "Je andere sessies zijn afgemeld." },
  wrongPassword: "Je huidige wachtwoord klopt niet.",
  // Sessions.
  sessionsTitle: "Actieve sessies",
  sessionsIntro:
    "Waar je bent ingelogd. Een sessie vervalt na 7 dagen zonder gebruik, en altijd na 30 dagen.",
  thisDevice: "Dit apparaat",
  lastSeen: (when: string) => `laatst actief ${when}`,
  signedInAt: (when: string) => `ingelogd ${when}`,
  endSession: "Afmelden",
  endedSession: "Sessie afgemeld",
  sessionGone: "Deze sessie bestaat niet (meer).",
  signOutEverywhere: "Overal afmelden",
  confirmSignOutEverywhere: "Overal afmelden, ook op dit apparaat?",
  signedOutEverywhere: { title: "Overal afgemeld", description: "Log opnieuw in om verder te gaan." },
  // Company.
  companyTitle: "Bedrijf",
  companyIntro: "Je bent lid van meer dan één bedrijf. Kies met welk bedrijf je werkt.",
  switchCompany: "Wisselen",
  currentCompany: "huidig",
  switched: (name: string) => `Je werkt nu in ${name}`,
  // Forgotten password and reset.
  forgotLink: "Wachtwoord vergeten?",
  forgotTitle: "Wachtwoord vergeten",
  forgotIntro:
    "Vul je e-mailadres in. Hoort er een account bij, dan sturen we een link om een nieuw wachtwoord in te stellen.",
  sendReset: "Link versturen",
  resetSent:
    "Als er een account bij dit e-mailadres hoort, is er een mail met een link verstuurd. De link is 30 minuten geldig.",
  resetTitle: "Nieuw wachtwoord instellen",
  setPassword: "Wachtwoord instellen",
  resetDone: {
    title: "Nieuw wachtwoord ingesteld",
    description: "Je bent overal afgemeld. Log in met je nieuwe wachtwoord.",
  },
  resetLinkInvalid: "Deze link werkt niet (meer): hij is al gebruikt of verlopen. Vraag een nieuwe aan.",
  toSignIn: "Naar inloggen",
  // Invitations.
  inviteTitle: (company: string) => `Lid worden van ${company}`,
  inviteIntro: (email: string, role: string) => `Je bent uitgenodigd als ${role.toLowerCase()} met ${email}.`,
  inviteNewAccount: "Kies je naam en een wachtwoord om je account aan te maken.",
  inviteExistingAccount: "Er bestaat al een account met dit e-mailadres. Log in om lid te worden.",
  inviteSignedInAs: (email: string) => `Je bent ingelogd als ${email}.`,
  inviteWrongAccount: (email: string) =>
    `Je bent ingelogd met een ander account. Log uit en log in als ${email} om de uitnodiging aan te nemen.`,
  acceptInvite: "Lid worden",
  createAndJoin: "Account aanmaken en lid worden",
  signInToJoin: "Inloggen om lid te worden",
  joined: (company: string) => ({
    title: `Welkom bij ${company}`,
    description: "Je bent nu lid van het team.",
  }),
  inviteInvalid:
    "Deze uitnodiging werkt niet (meer): ze is al gebruikt, ingetrokken of verlopen. Vraag om een nieuwe.",
  noCompany: "Je account hoort (nog) bij geen enkel bedrijf. Vraag een teamlid om een nieuwe uitnodiging.",
  // Two-factor sign-in.
  twoFactorTitle: "Tweestapsverificatie",
  twoFactorOff:
    "Tweestapsverificatie staat uit. Met een authenticator-app (zoals Google Authenticator, Microsoft Authenticator, 1Password of Aegis) vraagt inloggen dan ook om een code.",
  twoFactorOn: "Tweestapsverificatie staat aan: inloggen vraagt om een code uit je app.",
  twoFactorRequiredByCompany:
    "Je bedrijf verplicht tweestapsverificatie. Stel het hieronder in om verder te gaan.",
  startSetup: "Tweestapsverificatie instellen",
  setupSteps:
    "Voeg in je authenticator-app een account toe met deze sleutel (of met de otpauth-link), en vul de code in die de app toont.",
  secretLabel: "Sleutel",
  uriLabel: "otpauth-link",
  enable: "Inschakelen",
  cancelSetup: "Annuleren",
  enabled: {
    title: "Tweestapsverificatie ingeschakeld",
    description: "Bewaar je herstelcodes op een veilige plek.",
  },
  recoveryTitle: "Herstelcodes",
  recoveryIntro:
    "Elke code werkt één keer, als je je app niet bij de hand hebt. Ze worden maar één keer getoond: bewaar ze nu.",
  recoveryLeft: (n: number) => `Nog ${n} ongebruikte ${n === 1 ? "herstelcode" : "herstelcodes"}.`,
  newRecoveryCodes: "Nieuwe herstelcodes maken",
  recoveryRenewed: "Nieuwe herstelcodes gemaakt; de oude werken niet meer",
  disable: "Uitschakelen",
  disableHint: "Vul je wachtwoord in om tweestapsverificatie uit te schakelen.",
  disabled: "Tweestapsverificatie uitgeschakeld",
  requiredCannotDisable: "Je bedrijf verplicht tweestapsverificatie: je kunt het niet uitschakelen.",
  wrongCode: "Deze code klopt niet. Gebruik de code die je app nu toont.",
  codeFormat: "Vul de 6 cijfers uit je app in.",
  loginCodeTitle: "Code invullen",
  loginCodeIntro: "Vul de code uit je authenticator-app in.",
  verifyCode: "Verifiëren",
  useRecovery: "Of gebruik een herstelcode",
  recoveryFormat: "Een herstelcode heeft 16 tekens (zoals abcd-efgh-ijkl-mnop).",
  wrongRecoveryCode: "Deze herstelcode klopt niet of is al gebruikt.",
  codeOrRecovery: "Vul een code of een herstelcode in.",
  loginExpired: "Het inloggen duurde te lang. Log opnieuw in.",
  recoveryUsed: (left: number) => ({
    title: "Ingelogd met een herstelcode",
    description: `Je hebt nog ${left} ${left === 1 ? "herstelcode" : "herstelcodes"}. Maak nieuwe in Mijn account.`,
  }),
} as const;

/** A session's device on 'Mijn account' ('Chrome op Linux'), from what its User-Agent names (readUserAgent). */
export function deviceLabel({ browser, system }: { browser: string | null; system: string | null }): string {
  if (browser && system) return `${browser} op ${system}`;
  return browser ?? system ?? "Onbekend apparaat";
}
