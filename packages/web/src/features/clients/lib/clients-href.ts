/** The Clients screen, a child of the admin area beside user management and roles. */
export const clientsRoute = {
  path: "clients",
  getHref: () => "/admin/clients",
};
