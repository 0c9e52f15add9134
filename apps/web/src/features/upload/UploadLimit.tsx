import { useConfig } from '../site/use-config';
import { uploadLimitText } from './upload-validation';

/** "MP3, WAV, OGG or FLAC, up to 20 MB." with the limit in force. */
export function UploadLimit() {
  const { config } = useConfig();
  return <>{uploadLimitText(config.maxUploadMB)}</>;
}
