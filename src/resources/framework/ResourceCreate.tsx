/** Generated create page. */
import { makeCreatePage } from './ResourcePages';
import { ResourceForm } from './ResourceForm';

export default makeCreatePage(ResourceForm);
