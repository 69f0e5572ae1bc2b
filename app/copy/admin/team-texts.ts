/**
 * The Admin Panel's 'Team' tab (Dutch, as the admin's other messages): the members and their
 * roles, invitations, removal and the transfer of ownership, and requiring two-factor sign-in.
 */
import type { Role } from "../../domain/auth/roles";
import type { TeamRefusal } from "../../domain/auth/roles";

export const ROLE_LABELS: Record<Role, string> = { owner: "Eigenaar", admin: "Beheerder", viewer: "Kijker" };
export const ROLE_HINTS: Record<Role, string> = {
  owner: "Alles, ook het team beheren.",
  admin: "Alles behalve het team beheren.",
  viewer: "Leest alles, wijzigt niets.",
};

export const TEAM_TEXTS = {
  membersTitle: "Teamleden",
  you: "(jij)",
  columns: {
    name: "Naam",
    email: "E-mail",
    role: "Rol",
    twoFactor: "Tweestapsverificatie",
    actions: "Acties",
  },
  twoFactorOn: "Aan",
  twoFactorOff: "Uit",
  unverified: "e-mailadres niet bevestigd",
  ownerOnly: "Alleen de eigenaar beheert het team.",
  inviteTitle: "Teamlid uitnodigen",
  inviteIntro: "De uitnodiging gaat per e-mail, met een link die 7 dagen geldig is en één keer werkt.",
  labels: { email: "E-mailadres", role: "Rol" },
  invite: "Uitnodiging versturen",
  inviting: "Versturen...",
  pendingTitle: "Openstaande uitnodigingen",
  noPending: "Geen openstaande uitnodigingen.",
  expires: (date: string) => `geldig tot ${date}`,
  revoke: "Intrekken",
  confirmRevoke: "Deze uitnodiging intrekken?",
  remove: "Verwijderen",
  confirmRemove: (name: string) =>
    `${name} uit het team verwijderen? Diegene kan daarna niet meer bij dit bedrijf.`,
  changeRole: "Rol wijzigen",
  transfer: "Eigendom overdragen",
  confirmTransfer: (name: string) => `Het eigendom aan ${name} overdragen? Jij wordt daarna beheerder.`,
  securityTitle: "Tweestapsverificatie voor het hele team",
  requireTwoFactor: "Verplicht tweestapsverificatie voor alle teamleden",
  requireHint: "Teamleden zonder tweestapsverificatie moeten die eerst instellen voordat ze verder kunnen.",
  saveSecurity: "Opslaan",
  // Toasts and refusals.
  invited: (email: string) => ({
    title: "Uitnodiging verstuurd",
    description: `${email} ontvangt een e-mail met een link om lid te worden.`,
  }),
  revoked: "Uitnodiging ingetrokken",
  removed: (name: string) => `${name} is uit het team verwijderd`,
  roleChanged: (name: string, role: Role) => `${name} is nu ${ROLE_LABELS[role].toLowerCase()}`,
  transferred: (name: string) => ({
    title: "Eigendom overgedragen",
    description: `${name} is nu de eigenaar; jij bent beheerder.`,
  }),
  twoFactorRequired: "Tweestapsverificatie is nu verplicht voor het hele team",
  twoFactorOptional: "Tweestapsverificatie is niet meer verplicht",
  ownTwoFactorFirst:
    "Stel eerst zelf tweestapsverificatie in (Account), voordat je het voor het team verplicht.",
  alreadyMember: "Dit e-mailadres hoort al bij een teamlid.",
  tooManyInvites: "Er staan te veel uitnodigingen open. Trek er eerst een paar in.",
  inviteBudget: "Je hebt vandaag al te veel uitnodigingen verstuurd. Probeer het morgen opnieuw.",
  invalidRole: "Kies een rol: beheerder of kijker.",
  notFound: "Dit teamlid of deze uitnodiging bestaat niet (meer).",
  inviteHidden: "(Alleen de eigenaar ziet de link van een teamuitnodiging.)",
} as const;

export const TEAM_REFUSALS: Record<TeamRefusal, string> = {
  notOwner: TEAM_TEXTS.ownerOnly,
  self: "Dat kan niet bij je eigen account. Draag eerst het eigendom over.",
  notMember: TEAM_TEXTS.notFound,
  targetIsOwner:
    "De eigenaar kan niet worden verwijderd of van rol veranderen; het eigendom wordt alleen overgedragen.",
};
