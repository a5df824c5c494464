import { ClientForm } from './ClientForm';
import { makeCreatePage } from './pages';

export default makeCreatePage(ClientForm);
