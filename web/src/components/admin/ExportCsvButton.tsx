// The Export CSV button of the admin lists (spec 02 section 2): the file is built by the api and saved.
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { ExportKind } from '@protect/domain';
import { useExportCsv } from '../../api/admin/admin-export';

export function ExportCsvButton({ kind, label }: { kind: ExportKind; label?: string }) {
  const exportCsv = useExportCsv(kind);
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon aria-hidden />}
      onClick={() => exportCsv.mutate()}
      disabled={exportCsv.isPending}
    >
      {exportCsv.isPending ? 'Exporting...' : (label ?? 'Export CSV')}
    </Button>
  );
}
