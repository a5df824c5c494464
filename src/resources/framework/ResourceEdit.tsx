/** Generated edit page. */
import { makeEditPage } from './ResourcePages';
import { ResourceForm } from './ResourceForm';

export default makeEditPage(ResourceForm);
