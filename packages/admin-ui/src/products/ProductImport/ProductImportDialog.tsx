import {
  isApiError,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MESSAGES,
  type ProductImportMode,
  type ProductImportReport,
} from '@atelier/api-client';
import { useAdminApi, useAdminProductActions } from '@atelier/api-client/swr';
import { Button, Link, Modal, useAction } from '@atelier/shop-ui';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { styled } from 'styled-components';
import { ImportReport } from './ImportReport';

export interface ProductImportDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Opened or closed (Cancel, Close, Escape). */
  onOpenChange: (isOpen: boolean) => void;
}

interface Checked {
  /** The file the report is about: choosing another asks for a new dry run. */
  file: File;
  message: string;
  report: ProductImportReport;
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Text = styled.p`
  margin: 0;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The report a refused apply (422) carries in its body, if it does. */
function refusedReport(error: unknown): { message: string; report: ProductImportReport } | null {
  if (!isApiError(error)) return null;
  const body = error.body as { data?: ProductImportReport } | undefined;
  return body?.data?.problems ? { message: error.message, report: body.data } : null;
}

/**
 * Extension 'catalogue-csv', connected: the template to download, a file to choose, a dry run
 * whose report names every problem by line and column, and Apply, offered only after a dry run
 * of that very file found none. The backend checks again and applies all rows or none.
 */
export function ProductImportDialog({ isOpen, onOpenChange }: ProductImportDialogProps) {
  const { adminProducts } = useAdminApi();
  const actions = useAdminProductActions();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);

  const send = async (chosen: File, mode: ProductImportMode) => {
    const response = await actions.importProducts(await chosen.text(), mode);
    setChecked({ file: chosen, message: response.message, report: response.data });
    return response;
  };
  const dryRun = useAction((chosen: File) => send(chosen, 'dry-run'));
  const apply = useAction((chosen: File) => send(chosen, 'apply'), {
    successToast: (response) => response.message,
  });

  const choose = (files: FileList | null) => {
    const picked = files?.[0] ?? null;
    setChecked(null);
    const tooLarge = !!picked && picked.size > PRODUCT_IMPORT_MAX_BYTES;
    setFileProblem(tooLarge ? PRODUCT_IMPORT_MESSAGES.tooLarge : '');
    setFile(tooLarge ? null : picked);
  };
  const runApply = async (chosen: File) => {
    const outcome = await apply.run(chosen);
    const refused = outcome.status === 'error' ? refusedReport(outcome.error) : null;
    if (refused) setChecked({ file: chosen, ...refused });
  };
  const close = () => {
    onOpenChange(false);
    setFile(null);
    setFileProblem('');
    setChecked(null);
  };

  const current = checked && checked.file === file ? checked : null;
  const isApplied = !!current?.report.applied;
  const canApply =
    !!file && !!current && !isApplied && current.report.problems.length === 0 && !dryRun.isPending;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title="Import products"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {isApplied ? 'Done' : 'Cancel'}
          </Button>
          {!isApplied && (
            <Button
              isDisabled={!canApply}
              isPending={apply.isPending}
              onPress={() => file && void runApply(file)}
            >
              Apply import
            </Button>
          )}
        </>
      }
    >
      <Body>
        <Text>
          One product a row, as in the template. Leave id empty to add a product; keep the id of an
          exported product to change it. Nothing changes until a dry run finds no problem and you
          apply it.
        </Text>
        <Steps>
          <Link href={adminProducts.importTemplateUrl()} download variant="secondaryButton">
            Download template
          </Link>
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={choose}>
            <Button variant="secondary" isDisabled={apply.isPending}>
              Choose CSV file
            </Button>
          </FileTrigger>
          <Button
            isDisabled={!file || isApplied}
            isPending={dryRun.isPending}
            onPress={() => file && void dryRun.run(file)}
          >
            Run dry run
          </Button>
        </Steps>
        {file && <Text>{`Chosen file: ${file.name}`}</Text>}
        {fileProblem && <Problem role="alert">{fileProblem}</Problem>}
        <Text role="status">{current?.message ?? ''}</Text>
        {current && <ImportReport report={current.report} />}
      </Body>
    </Modal>
  );
}
