import { Form, useNavigation } from "@remix-run/react";

import { COMPANY_EXPORT_TEXTS as T } from "../../copy/admin/company-export-texts";
import { StatusButton } from "../forms";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";

export const COMPANY_EXPORT_PATH = "/admin/company-export";
export const COMPANY_IMPORT_PATH = "/admin/company-import";

/** The import form: the archive is the form's only field (the server reads the upload as it streams to R2). */
export function CompanyImportForm({ error }: { error?: string | null }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === COMPANY_IMPORT_PATH;
  return (
    <Form
      method="post"
      action={COMPANY_IMPORT_PATH}
      encType="multipart/form-data"
      reloadDocument
      className="space-y-3"
      aria-describedby={error ? "company-import-error" : undefined}
    >
      <label htmlFor="company-import-archive" className="block text-sm font-medium">
        {T.fileLabel}
      </label>
      <input
        id="company-import-archive"
        name="archive"
        type="file"
        accept=".zip,application/zip"
        required
        className="block w-full text-sm"
      />
      {error ? (
        <p
          id="company-import-error"
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      <StatusButton type="submit" pending={pending} pendingText={T.importing}>
        {T.importButton}
      </StatusButton>
    </Form>
  );
}

/** Settings → 'Alle gegevens': download the company's archive; import one into an empty company. Owner only (the routes check). */
export function CompanyExportCard() {
  return (
    <Card className="lg:col-span-2">
      <h2 className="mb-1 text-xl font-semibold">{T.title}</h2>
      <p className="mb-4 text-sm text-gray-600">{T.intro}</p>
      {/* A plain GET form: the download works with and without JavaScript. */}
      <form method="get" action={COMPANY_EXPORT_PATH}>
        <button type="submit" className={buttonClass()}>
          {T.exportButton}
        </button>
      </form>
      <p className="mt-2 text-sm text-gray-600">{T.ownerOnly}</p>
      <h3 className="mb-1 mt-6 text-lg font-semibold">{T.importTitle}</h3>
      <p className="mb-3 text-sm text-gray-600">{T.importIntro}</p>
      <CompanyImportForm />
    </Card>
  );
}
