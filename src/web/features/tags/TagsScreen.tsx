import { TAGS_API } from '../../../core/tags/tags.api.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';

export function TagsScreen() {
  const t = useT();
  void callApi(TAGS_API.list, {});
  return <h1>{t(screenTitleKey('/tags'))}</h1>;
}
