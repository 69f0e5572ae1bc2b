/** Settings → 'Toegang voor investeerders': verified e-mails, allow and block lists, the agreement (Dutch, like the Admin Panel). */
export const GATE_ACCESS_SETTINGS_TEXTS = {
  title: "Geverifieerde investeerders en geheimhouding",
  intro:
    "Na de toegangscode of een persoonlijke link kan de site een bevestigd e-mailadres en akkoord met een geheimhoudingsovereenkomst vragen, voor elke pagina achter de toegangspoort.",
  verifyLabel: "E-mailadres laten bevestigen met een code",
  verifyHint:
    "Bezoekers vullen hun e-mailadres in en krijgen een code van 6 cijfers per mail (10 minuten geldig, één keer te gebruiken). Ze worden daarna als die investeerder herkend.",
  allowLabel: "Toegestane e-mailadressen en domeinen",
  allowHint:
    "Eén per regel, bijvoorbeeld anna@fonds.nl of fonds.nl (ook subdomeinen). Leeg: iedereen met de code. Ingevuld: alleen deze adressen.",
  blockLabel: "Geblokkeerde e-mailadressen en domeinen",
  blockHint: "Eén per regel. Een geblokkeerde bezoeker krijgt een neutrale weigering.",
  invalidEntries: (lines: string[]) =>
    `Geen e-mailadres of domein: ${lines.slice(0, 5).join(", ")}${lines.length > 5 ? " …" : ""}`,
  tooLong: "De lijst is te lang (maximaal 500 regels).",
  save: "Opslaan",
  saving: "Opslaan...",
  saved: "Toegangsinstellingen opgeslagen",
  ndaTitle: "Geheimhoudingsovereenkomst (NDA)",
  ndaOnLabel: "Bezoekers moeten de overeenkomst accepteren",
  ndaOnHint:
    "Bezoekers accepteren met hun naam (en hun bevestigde e-mailadres) voordat ze een pagina zien. Bij een gewijzigde tekst wordt het opnieuw gevraagd.",
  ndaTextLabel: "Tekst van de overeenkomst",
  ndaTextRequired: "Schrijf de tekst van de overeenkomst.",
  ndaTextTooLong: "De tekst is te lang (maximaal 20.000 tekens).",
  ndaCurrent: (version: number, accepted: number) =>
    `Huidige versie: ${version} · ${accepted} ${accepted === 1 ? "acceptatie" : "acceptaties"}`,
  ndaNone: "Nog geen versie opgeslagen.",
  ndaSaved: (version: number) => `Overeenkomst opgeslagen (versie ${version})`,
  ndaUnchanged: "Overeenkomst opgeslagen (tekst ongewijzigd)",
  ndaExport: "Acceptaties downloaden (CSV)",
};
