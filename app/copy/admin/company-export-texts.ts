/** The Settings card 'Alle gegevens' and its import page (Dutch, as the task names them). */
export const COMPANY_EXPORT_TEXTS = {
  title: "Alle gegevens",
  intro:
    "Download één archief (zip) met alle gegevens en bestanden van het bedrijf: per tabel een JSON-bestand, de bestanden zelf en een manifest met aantallen en controlesommen. Wachtwoorden, sessies, toegangscodes en links van investeerders zitten er niet in.",
  exportButton: "Exporteer alle gegevens",
  importTitle: "Gegevens importeren",
  importIntro:
    "Zet een archief terug in een leeg bedrijf (herstellen of verhuizen). Alles wordt in één keer opgeslagen, of niets. Investeerders krijgen daarna nieuwe links.",
  fileLabel: "Exportbestand (.zip)",
  importButton: "Importeer archief",
  importing: "Bezig met importeren...",
  ownerOnly: "Alleen de eigenaar van het bedrijf kan alle gegevens exporteren of importeren.",
  back: "Terug naar Instellingen",
  noFile: "Kies een exportbestand (.zip) om te importeren.",
  tooLarge: (mb: number) => `Het archief is groter dan ${mb} MB en kan niet worden geïmporteerd.`,
  lengthRequired: "De grootte van het archief is onbekend: kies het bestand opnieuw en probeer het nog eens.",
  notEmpty: "Dit bedrijf heeft al gegevens. Importeer een archief alleen in een nieuw, leeg bedrijf.",
  unsupportedVersion: (found: number, supported: number) =>
    `Dit archief heeft versie ${found}; deze versie van het platform leest versie ${supported}.`,
  badManifest: "Het archief is beschadigd: het manifest ontbreekt of klopt niet.",
  storeFailed:
    "Het archief kon niet worden opgeslagen: de gegevens passen niet bij elkaar. Er is niets gewijzigd.",
  imported: "Archief geïmporteerd",
  importedDescription: (rows: number, files: number) =>
    `${rows} rijen en ${files} bestanden zijn teruggezet.`,
} as const;
