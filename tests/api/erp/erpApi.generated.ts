export type paths = {
    "/api/adminareamap/cities.geojson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the settlements (GeoJSON)
         * @description Every settlement of the gazetteer, county seats flagged.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiAdminareamapCitiesGeojson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adminareamap/counties.geojson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the county borders (GeoJSON)
         * @description Hungary's outline and a label point per county.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiAdminareamapCountiesGeojson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baseConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the base config
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiBaseConfig"];
        /**
         * Saves the base config
         * @description Saves the one base config (without its id).
         *
         *     **Who may call it:** Admins, or the logistics manager while modules.base.logisticsManagerCanModifyBaseConfig (business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiBaseConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baseConfig/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the base config by its id
         * @description Saves the one base config named by its id (another id is 404).
         *
         *     **Who may call it:** Admins, or the logistics manager while modules.base.logisticsManagerCanModifyBaseConfig (business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiBaseConfigId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baseConfig/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks that a webhook or proxy URL answers
         * @description Whether a webhook or proxy URL answers, as seen from the server.
         *
         *     **Who may call it:** accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiBaseConfigPing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the calendar overrides
         * @description Every override by date; with list parameters (page, sort, filter, q) the list contract.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiCalendar"];
        put?: never;
        /**
         * Adds a calendar override for a day
         * @description Adds the override of one day (201).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a calendar override
         * @description Changes one; `__v` (when sent) must be the stored version.
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiCalendarId"];
        post?: never;
        /**
         * Deletes a calendar override
         * @description **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiCalendarId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the calendar overrides of a period
         * @description The overrides from … to (inclusive, ISO dates), by date.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiCalendarQuery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/capacity-estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the capacity estimates
         * @description **Who may call it:** accessCapacityEstimate (logistics and transporter roles while capacity_estimate is active); transporters their own only (record level) (shell.md §2, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiCapacityEstimate"];
        /**
         * Changes a capacity estimate
         * @description **Who may call it:** accessCapacityEstimate and an editor role or the transporter manager (their own, record level) (issue 19).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiCapacityEstimate"];
        /**
         * Adds a capacity estimate
         * @description **Who may call it:** accessCapacityEstimate and an editor role or the transporter manager (their own, record level) (issue 19).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiCapacityEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/capacity-estimate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a capacity estimate
         * @description **Who may call it:** accessCapacityEstimate and an editor role or the transporter manager (their own, record level) (issue 19).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiCapacityEstimateId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/capacity-estimate/check-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether the capacity estimates changed since a time
         * @description **Who may call it:** accessCapacityEstimate (logistics and transporter roles while capacity_estimate is active); transporters their own only (record level) (shell.md §2, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiCapacityEstimateCheckChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/capacity-estimate/shortages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compares capacity with demand for the coming days
         * @description Capacity vs demand of the coming days (planners with the module): the short days and truck types.
         *
         *     **Who may call it:** Capacity vs demand (issue 19): the planner side of accessCapacityEstimate (admin and logistics roles while capacity_estimate is active); transporters never see the others' estimates summed.
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiCapacityEstimateShortages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cargoplan/getsvg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Draws the packing plan (SVG)
         * @description `?freightId=` (uuid or number) → the packing plan as image/svg+xml.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiCargoplanGetsvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/changes/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Streams the changes the caller may see
         * @description Server-Sent Events (`Accept: text/event-stream`, else 406 `live.notEventStream`): a `ready` event once subscribed, then `change` events whose data is `{entity, ids, numbers, versions}` (ids null: too many to name, refresh the list; versions: id → the version the row reached). Any signed-in user; a transporter user hears of its own freights, pickups, offers and estimates only. A sign-out ends the stream.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiChangesStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the terminal's settings, role constants and enums
         * @description Config, role constants and enums.
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the demo data's settlements
         * @description **Who may call it:** Test orders: admins and the logistics manager (shell.md §6; the demo generator and scenarios).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiDemoSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/depots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists depots
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiDepots"];
        put?: never;
        /**
         * Creates a depot
         * @description Creates a depot with its docks (201).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiDepots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/depots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a depot
         * @description Changes a depot at the version read; `docks` is the whole new list.
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiDepotsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/depots/docks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists a depot's docks
         * @description The docks of one depot (or of all).
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiDepotsDocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/depots/geometry/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads where a depot is
         * @description Where a depot is (GeoJSON point or null).
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiDepotsGeometryId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shows this API description as a page
         * @description The same as a readable HTML page.
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the event log
         * @description **Who may call it:** accessEvents (admin, logistics and production roles) or accessTransporterEvents (transporter roles, their own events only, record level) (shell.md §2, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads one event with its changes
         * @description **Who may call it:** accessEvents (admin, logistics and production roles) or accessTransporterEvents (transporter roles, their own events only, record level) (shell.md §2, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiEventsDetailsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external-id-names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the external id names
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiExternalIdNames"];
        /**
         * Saves the external id names
         * @description Replaces the sent entities' lists at the versions the client edited.
         *
         *     **Who may call it:** Admins, or the logistics manager while modules.base.logisticsManagerCanModifyBaseConfig (business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiExternalIdNames"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists factories
         * @description Every factory; with list parameters the list contract.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFactories"];
        put?: never;
        /**
         * Creates a factory
         * @description Creates a factory (201).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFactories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a factory
         * @description Changes a factory at the version read.
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFactoriesId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the transporters' fleet vehicles
         * @description The fleet (`transporterId=` one transporter's; a transporter's users always get their own); with list parameters (page, sort, filter, q) the list contract. The handler parses the query.
         *
         *     **Who may call it:** accessFleetPages: admins, logistics and transporter roles; transporters only their own fleet (record level, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFleet"];
        /**
         * Changes a fleet vehicle
         * @description Changes one: its id, version and the changed fields in the body.
         *
         *     **Who may call it:** Editor roles, and the transporter manager on their own fleet (record level) (issue #6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFleet"];
        /**
         * Adds a vehicle to a transporter's fleet
         * @description Adds a vehicle to a fleet (201).
         *
         *     **Who may call it:** Editor roles, and the transporter manager on their own fleet (record level) (issue #6).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFleet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a fleet vehicle
         * @description **Who may call it:** Editor roles, and the transporter manager on their own fleet (record level) (issue #6).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiFleetId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes many fleet vehicles at once
         * @description Grid batch: every row at its version, all or nothing.
         *
         *     **Who may call it:** Editor roles, and the transporter manager on their own fleet (record level) (issue #6).
         *
         *     **Side effects:** Writes every row in one transaction with its event-log entries, each at the version read; all or nothing.
         */
        patch: operations["patchApiFleetBulk"];
        trace?: never;
    };
    "/api/freight-bill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists delivered freights with their bills
         * @description Delivered freights with their bills: page, size, sort, filter, q, statuses (bill statuses), from/to (delivery date).
         *
         *     **Who may call it:** accessFreightBills: admins and logistics roles while the billing module is active (shell.md §6 billing pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightBill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a freight bill
         * @description **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightBillId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accepts a freight bill
         * @description **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightBillIdAccept"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks a freight bill against the fee tables
         * @description One bill's price audit with its breakdown, recomputed when asked (`:id` uuid or number; 404 unless delivered).
         *
         *     **Who may call it:** accessFreightBills: admins and logistics roles while the billing module is active (shell.md §6 billing pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightBillIdAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/{id}/cost-centre": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a freight bill's cost centre
         * @description **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightBillIdCostCentre"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Declines a freight bill
         * @description **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightBillIdDecline"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Takes back a freight bill's last decision
         * @description **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightBillIdUndo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Bills many freights in one batch
         * @description Bill accepted freights with one bill's data (bill number, date).
         *
         *     **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightBillBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/batch/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accepts many freight bills
         * @description **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightBillBatchAccept"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/batch/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Declines many freight bills
         * @description **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightBillBatchDecline"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes many freight bills at once
         * @description The grid's cell edits over many rows in one transaction.
         *
         *     **Who may call it:** Bill edit/accept/decline/undo and batch billing: accessFreightBills (billing module active) and the freight permission rules let the role change `bill` (base freight.bill.billingEditors: admins or the logistics manager, business.md §6).
         *
         *     **Side effects:** Writes every row in one transaction with its event-log entries, each at the version read; all or nothing.
         */
        patch: operations["patchApiFreightBillBulk"];
        trace?: never;
    };
    "/api/freight-bill/cost-centre-descriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the cost centres used on bills
         * @description Cost centres on bills of these statuses (all when none), with use, count and amount.
         *
         *     **Who may call it:** accessFreightBills: admins and logistics roles while the billing module is active (shell.md §6 billing pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightBillCostCentreDescriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-bill/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the freight bill statuses in order
         * @description The bill statuses in order.
         *
         *     **Who may call it:** accessFreightBills: admins and logistics roles while the billing module is active (shell.md §6 billing pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightBillStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the distance fee ranges
         * @description The ranges (`?factoryId=`, 'default' = the default table); with list parameters the list contract.
         *
         *     **Who may call it:** Base data readers: admin and logistics roles (shell.md §6: production roles lack base data, transporters see none).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightCosts"];
        put?: never;
        /**
         * Adds a distance fee range
         * @description Adds a range to its factory's table (201).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightCosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-costs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a distance fee range
         * @description Changes a range; neighbours on a moved shared boundary follow (`moved`).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightCostsId"];
        post?: never;
        /**
         * Deletes a distance fee range
         * @description Deletes a range (refused when it would leave a gap).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiFreightCostsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-costs/factory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a factory's whole distance fee table
         * @description Deletes a factory's whole table ('default' = the default table).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiFreightCostsFactoryId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-organizer/fix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Fixes freights or pickups in the organizer
         * @description Fixing sets status scheduled (business.md §2, §4), for freights and pickups alike.
         *
         *     **Who may call it:** accessFreightOrganizer: admin, logistics and production roles (shell.md §2 /freight-organizer, §6; transporters see no organizer). Fix / unfix: the rule files judge the status field per role.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightOrganizerFix"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freight-organizer/unfix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Releases fixed freights or pickups
         * @description Unfixing sets status new.
         *
         *     **Who may call it:** accessFreightOrganizer: admin, logistics and production roles (shell.md §2 /freight-organizer, §6; transporters see no organizer). Fix / unfix: the rule files judge the status field per role.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightOrganizerUnfix"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists freights
         * @description page, size (-1 = all), sort, filter, q, statuses, freightId=1001,1002.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/{id}/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a freight's fields
         * @description Save fields (field permissions from the rule files); 409 `freights.confirmationNeeded` lists the warnings until `confirmed`.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightsIdVersion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/{id}/{version}/next-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Steps a freight to its next status
         * @description **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightsIdVersionNextStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/{id}/{version}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Steps a freight to the previous or next status
         * @description Step to the previous or next status (GET /statuses order).
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightsIdVersionStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/{id}/{version}/timeSlot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Books or frees a freight's time slot
         * @description **Who may call it:** Booking freight time slots (issue 18, business.md §6): editor roles, the production manager, and the transporter manager (own freights, module config, record level), while time_slot is active.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightsIdVersionTimeSlot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/{id}/set-transporter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assigns a freight to a transporter
         * @description **Who may call it:** Editor roles — admins and the logistics manager (issue #13): submit orders for planning, combine orders into a freight.
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightsIdSetTransporter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/assignment-pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prints the transport order for the carrier (PDF)
         * @description The transport order (fuvarmegbízás) for the carrier. application/pdf.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsAssignmentPdfId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/cancel-processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a planning job
         * @description Stop a queued or running job between phases: it ends PROCESSING_CANCELLED and writes nothing.
         *
         *     **Who may call it:** Signed-in users except transporter roles (shell.md §4: transporters do not poll it).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightsCancelProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancels freights
         * @description Cancel / reopen many freights (editors, order_closure module).
         *
         *     **Who may call it:** Editor roles — admins and the logistics manager (issue #13): submit orders for planning, combine orders into a freight.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightsCancelSlash"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/cargo-external-id/{id}/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the external ids of a freight's cargo
         * @description `:orderId`'s cargo lines on the freight; names from the cargo external id list, who may edit them too.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightsCargoExternalIdIdOrderId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/check-changes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether the freights changed since a time
         * @description `:id` names the client's list ("freights"); `?date=ISO&count=N`. Silent on errors in the web.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsCheckChangesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/check-selections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks that selected freights are unchanged
         * @description **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightsCheckSelections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/comment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a freight's comment
         * @description **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightsCommentId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/date/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Combines orders into one freight by hand
         * @description Manual combination: the orders become one freight delivered on `:date` (ISO). 201 with the freight; 422 with `{code, message, details: {status}}` for every failure of business.md §8.
         *
         *     **Who may call it:** Editor roles — admins and the logistics manager (issue #13): submit orders for planning, combine orders into a freight.
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightsDateDate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/freight-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a freight with its orders, cargo and events
         * @description `:id` is the uuid or the freight number.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsFreightDetailsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/freight-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finds freight numbers by prefix
         * @description `?q=prefix&limit=` → freight numbers the caller may see (palette jumps).
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsFreightNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/geometry/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a freight's route line
         * @description **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsGeometryId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/packing-plan-pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prints the packing plan (PDF)
         * @description The floor plan of the freight's packing plan, drawn as renderPackingSvg draws it. application/pdf.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsPackingPlanPdfId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prints the freight sheet (PDF)
         * @description The freight sheet: data, waypoints, cargo, costs. application/pdf.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsPdfId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/process-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plans orders into freights (queues a planning job)
         * @description Queue a planning job for the orders (editors): 202 with the job id.
         *
         *     **Who may call it:** Editor roles — admins and the logistics manager (issue #13): submit orders for planning, combine orders into a freight.
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightsProcessOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/query-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the freights of a period for the map
         * @description The freights of a range with their route lines, and the depots and factories to mark.
         *
         *     **Who may call it:** accessMap: admin, logistics and production roles (shell.md §2 /map, §6; transporters see no map).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsQueryMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/query-organizer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the organizer's freights and pickups of a period
         * @description A depot's freights and pickups of the range (a week in one call) with each day's totals.
         *
         *     **Who may call it:** accessFreightOrganizer: admin, logistics and production roles (shell.md §2 /freight-organizer, §6; transporters see no organizer). Fix / unfix: the rule files judge the status field per role.
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsQueryOrganizer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/query-time-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the freights' time slots of a day
         * @description **Who may call it:** Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsQueryTimeSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/separate-freight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Separates orders of a freight into a new freight
         * @description **Who may call it:** Cargo split and order separation of freights (issue 14): roles the freight permission rules let change `cargo` (base: editor roles, the production manager and the transporter manager, their own freights only, record level) (business.md §6: split rules depend on settings).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightsSeparateFreight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/split-cargo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves cargo of a freight into a new freight
         * @description **Who may call it:** Cargo split and order separation of freights (issue 14): roles the freight permission rules let change `cargo` (base: editor roles, the production manager and the transporter manager, their own freights only, record level) (business.md §6: split rules depend on settings).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightsSplitCargoId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the freight statuses in order
         * @description The ordered status list (business.md §4); the editor steps along it.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/uncancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reopens cancelled freights
         * @description **Who may call it:** Editor roles — admins and the logistics manager (issue #13): submit orders for planning, combine orders into a freight.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiFreightsUncancelSlash"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/waypoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a freight's stops
         * @description **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsWaypointsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Saves a freight's new stop list
         * @description The new stop list at `__v`: legs, distance, duration, cost and geometry recomputed; one event.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Writes every row in one transaction with its event-log entries, each at the version read; all or nothing.
         */
        patch: operations["patchApiFreightsWaypointsId"];
        trace?: never;
    };
    "/api/freights/waypoints/original/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a freight's stops as planned
         * @description The planner's list, kept when the freight's stops were first edited.
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiFreightsWaypointsOriginalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freights/waypoints/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Previews a freight's route with new stops
         * @description What a list would cost and take, written nowhere (the dialog's figures while editing).
         *
         *     **Who may call it:** accessFreightPlanner (planner-side staff) or accessTransporterFreights (transporter roles, their own freights only, record level) (shell.md §2 /freights, business.md §6).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiFreightsWaypointsPreviewId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether this instance is ready
         * @description Public, for a load balancer or an operator: 200 when the database and the rules workers are ready, 503 with the same document naming the parts that are not (a failed rules pool restarts by itself). No data beyond that.
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the modules with their settings
         * @description **Who may call it:** accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switches a module or replaces its settings
         * @description Switches a module and/or replaces its config; answers the stored row.
         *
         *     **Who may call it:** accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiModulesId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modules/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads which modules are active
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiModulesActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists offers
         * @description The list contract (page, size, sort, filter, q) plus `open` and `freightId` (parsed in the handler).
         *
         *     **Who may call it:** accessOffers (logistics with the transporter module, transporter roles with freight_offer; theirs only, record level), or admin and logistics roles while freight_offer is active (issue 19).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/accept/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts an offer
         * @description **Who may call it:** The transporter manager while freight_offer is active, on their own offers (business.md §6: answer offer).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiOffersAcceptId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Comments on an offer
         * @description **Who may call it:** Editor roles (the logistics comment) and the transporter manager (their own comment) while freight_offer is active.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiOffersComment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads an offer
         * @description One offer; a transporter's first look marks a sent offer received (a read receipt: the version an accept checks stays).
         *
         *     **Who may call it:** accessOffers (logistics with the transporter module, transporter roles with freight_offer; theirs only, record level), or admin and logistics roles while freight_offer is active (issue 19).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOffersDetailsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/reject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects an offer
         * @description **Who may call it:** The transporter manager while freight_offer is active, on their own offers (business.md §6: answer offer).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiOffersRejectId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads this API description (OpenAPI 3.1)
         * @description The OpenAPI 3.1 document (JSON).
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists orders
         * @description The list call (page, size (-1 = all), sort=field:dir, filter=JSON, q, statuses). Without statuses the default filter applies (DEFAULT_ORDER_LIST_STATUSES: all but closed and merged). Sort/filter fields: ORDER_LIST_FIELDS (others are a 400).
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontend"];
        put?: never;
        /**
         * Creates an order
         * @description Create. Query `force=true` saves although externalIds.orderNr already exists (else 409 with details.`externalIds.orderNr`); `confirmed=true` confirms the rules' save warnings (the capacity fit; else 409 `orders.confirmationNeeded` with details code → message, nothing saved). 201 (message 'Új megrendelés sikeresen felvéve a(z) {id} azonosítóval!'). An address that cannot be geocoded saves the order as `invalid` with reasons.
         *
         *     **Who may call it:** Editor roles: adding orders manually (business.md §6); deleting too — there is no delete module key, so editors only.
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiOrdersFrontend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads an order
         * @description **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendId"];
        /**
         * Changes an order
         * @description `?version=N[&confirmed=true]` with the changed fields (body updateOrderSchema: the handler parses it after the version, so a missing version is reported first); save warnings as create.
         *
         *     **Who may call it:** Roles the order permission rules let change an order in some status (base: editor roles and the production manager; viewers, transporters and the gate by the locked order.viewers.noEdit; the fields per role in rules/base/permissions.json, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiOrdersFrontendId"];
        post?: never;
        /**
         * Deletes an order
         * @description Only while the order is new or invalid.
         *
         *     **Who may call it:** Editor roles: adding orders manually (business.md §6); deleting too — there is no delete module key, so editors only.
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiOrdersFrontendId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/auto-processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the automatic planning setting
         * @description **Who may call it:** seeOrdersProcessing: admins and the logistics manager (shell.md §6 orders-processing indicator; business.md §6 auto-plan switch).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendAutoProcessing"];
        /**
         * Switches automatic planning
         * @description **Who may call it:** seeOrdersProcessing: admins and the logistics manager (shell.md §6 orders-processing indicator; business.md §6 auto-plan switch).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiOrdersFrontendAutoProcessing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes many orders at once
         * @description The grid's batch, all-or-nothing: 409/404/403/422 with details by orderId; rows with save warnings and no `confirmed: true` → 409 `orders.confirmationNeeded` (details `orderId:code`).
         *
         *     **Who may call it:** Roles the order permission rules let change an order in some status (base: editor roles and the production manager; viewers, transporters and the gate by the locked order.viewers.noEdit; the fields per role in rules/base/permissions.json, business.md §6).
         *
         *     **Side effects:** Writes every row in one transaction with its event-log entries, each at the version read; all or nothing.
         */
        patch: operations["patchApiOrdersFrontendBulk"];
        trace?: never;
    };
    "/api/orders/frontend/check-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether the orders changed since a time
         * @description `?since=ISO&count=N&versions=orderId:__v` (repeated). The spec writes it with a trailing slash; the spelling without one answers too (no order is called check-changes).
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendCheckChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/check-changes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether the orders changed since a time
         * @description `?since=ISO&count=N&versions=orderId:__v` (repeated). The spec writes it with a trailing slash; the spelling without one answers too (no order is called check-changes).
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendCheckChangesSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/check-processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the state of planning
         * @description `?jobId=` the job the caller waits for, if any.
         *
         *     **Who may call it:** Signed-in users except transporter roles (shell.md §4: transporters do not poll it).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendCheckProcessing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/check-selections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks that selected orders are unchanged and editable
         * @description Whether the selected orders still exist, at the version read, and are editable.
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiOrdersFrontendCheckSelections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/check-version/{id}/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether an order is still at the version read
         * @description Whether the version read is still the stored one (a bad version is a 400).
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendCheckVersionIdVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/close/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Closes an order
         * @description Body `{__v?}` (closeOrderSchema; no body = the stored version, so the handler parses it). Editors while order_closure is active.
         *
         *     **Who may call it:** Editor roles while the order_closure module is active (business.md §4, §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiOrdersFrontendCloseId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the customers of the orders
         * @description `?q=&limit=` → distinct customers for the form's autocomplete.
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/date/{date}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Computes an order's date
         * @description The form's date calculations: type `workday` (is the date a workday; nearest workdays), `expectedDeadline` (date = release date; query orderDeadlineDate, deliveryInterval, deliveryIntervalType override the base config), `defaultDeadline` (date = today). The handler checks the path before the query (orderDateParamsSchema, orderDateQuerySchema).
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendDateDateType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/excelimport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks or imports orders from a spreadsheet
         * @description The route: `?check=true` answers the verdicts (200); otherwise it saves (201) or refuses (422).
         *
         *     **Who may call it:** Editor roles while the order_excel_import module is active (business.md §6: adding orders from Excel).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiOrdersFrontendExcelimport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/exists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether an order id exists
         * @description **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendExistsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/generate/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generates order ids and numbers
         * @description `?factoryShortName=X&ids=orderId&ids=externalIds.orderNr[&date=YYYY-MM-DD]`.
         *
         *     **Who may call it:** Editor roles: adding orders manually (business.md §6); deleting too — there is no delete module key, so editors only.
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendGenerateIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Geocodes order addresses
         * @description Batch geocoding of order addresses.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiOrdersFrontendGeocode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/order-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads an order with its totals and events
         * @description The order, its totals and its event log.
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendOrderDetailsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/order-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finds order ids by prefix
         * @description `?q=prefix&limit=100` → order ids, ascending (palette jumps).
         *
         *     **Who may call it:** accessFreightPlanner: admins, logistics and production roles (shell.md §2 /orders; transporters and the gate see no orders).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiOrdersFrontendOrderIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/recipient-phone/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets an order's recipient phone
         * @description Allowed in any status but closed (editors, production manager).
         *
         *     **Who may call it:** Roles the order permission rules let change an order in some status (base: editor roles and the production manager; viewers, transporters and the gate by the locked order.viewers.noEdit; the fields per role in rules/base/permissions.json, business.md §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiOrdersFrontendRecipientPhoneId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/frontend/reopen/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reopens a closed order
         * @description Back to the status before closing; body as close.
         *
         *     **Who may call it:** Editor roles while the order_closure module is active (business.md §4, §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiOrdersFrontendReopenId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pallet-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the pallet fees
         * @description **Who may call it:** Base data readers: admin and logistics roles (shell.md §6: production roles lack base data, transporters see none).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPalletFees"];
        put?: never;
        /**
         * Adds a pallet fee
         * @description **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiPalletFees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pallet-fees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a pallet fee
         * @description **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPalletFeesId"];
        post?: never;
        /**
         * Deletes a pallet fee
         * @description **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiPalletFeesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists pickups
         * @description **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPickups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/{id}/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a pickup's fields
         * @description Save fields (field permissions from the rule files, entity `pickup`).
         *
         *     **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPickupsIdVersion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/{id}/{version}/next-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Steps a pickup to its next status
         * @description **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPickupsIdVersionNextStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/{id}/{version}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Steps a pickup to the previous or next status
         * @description Step to the previous or next status (GET /statuses order).
         *
         *     **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPickupsIdVersionStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/{id}/{version}/timeSlot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Books or frees a pickup's time slot
         * @description **Who may call it:** Booking pickup time slots (issue 18): editor roles and the production manager, while time_slot and pickup are active.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPickupsIdVersionTimeSlot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancels pickups
         * @description Cancel / reopen many pickups (editors, order_closure module): 'Gyári átvét sikeresen lemondva!'.
         *
         *     **Who may call it:** Editor roles while the pickup module is active: cancel and reopen pickups (business.md §6; order_closure checked by the command).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPickupsCancelSlash"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/cargo-external-id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the external ids of a pickup's cargo
         * @description External ids of the pickup's cargo lines (body `orderId` narrows them to one order).
         *
         *     **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPickupsCargoExternalIdId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/check-changes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tells whether the pickups changed since a time
         * @description **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPickupsCheckChangesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/check-selections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks that selected pickups are unchanged
         * @description **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiPickupsCheckSelections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/pickup-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a pickup with its cargo and events
         * @description `:id` is the uuid or the pickup number.
         *
         *     **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPickupsPickupDetailsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/pickup-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finds pickup numbers by prefix
         * @description **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPickupsPickupNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/process-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plans pickup orders into pickups (queues a planning job)
         * @description Queue a job that turns pickup orders into pickups: 202 with the job id.
         *
         *     **Who may call it:** Editor roles — admins and the logistics manager (issue #13): submit orders for planning, combine orders into a freight.
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiPickupsProcessOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/query-organizer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the organizer's pickups of a period
         * @description The pickups alone (the pickups row of §7).
         *
         *     **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPickupsQueryOrganizer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/query-time-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the pickups' time slots of a day
         * @description **Who may call it:** Pickups in the time-slot view (business.md §6): admin, logistics and production roles and the entrance supervisor, while time_slot and pickup are active.
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPickupsQueryTimeSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/split-cargo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves cargo of a pickup into a new pickup
         * @description **Who may call it:** Cargo split of pickups (issue 14): accessPickups, and the pickup permission rules let the role change `cargo` (base: editor roles and the production manager; viewers and the gate read only).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiPickupsSplitCargoId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the pickup statuses in order
         * @description **Who may call it:** accessPickups: planner-side staff holding the pickups permission, as the /pickups route (shell.md §2, §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPickupsStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickups/uncancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reopens cancelled pickups
         * @description **Who may call it:** Editor roles while the pickup module is active: cancel and reopen pickups (business.md §6; order_closure checked by the command).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPickupsUncancelSlash"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preferences/{view}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a saved grid view
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiPreferencesView"];
        /**
         * Saves a grid view
         * @description Body `{value}` (or the GET's `{view, value}`); answers what was stored. A null value removes it (none stored).
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiPreferencesView"];
        post?: never;
        /**
         * Deletes a saved grid view
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiPreferencesView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists products
         * @description The catalogue as the list contract (in SQL; list parameters in the query).
         *
         *     **Who may call it:** accessProductPages: admin and logistics roles while product_catalog is active (shell.md §2 /products, §6).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiProducts"];
        /**
         * Creates or changes products
         * @description Creates one (no `id`, 201), updates one (`{id, __v, …fields}`) or a batch (`{items: [{id, __v, changes}]}`, all or nothing). The body's shape decides which schema applies, and the rules run between, so the handler parses it (parseProductPut).
         *
         *     **Who may call it:** accessProductPages and an editor role (admins, logistics manager) (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiProducts"];
        /**
         * Looks products up by item id
         * @description The products of these item ids (`{itemIds}` or a plain array), in the order asked, and the unknown ids.
         *
         *     **Who may call it:** Products by item id for order forms and imports: signed-in planner-side roles, not transporters (business.md §6).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a product
         * @description Deletes one (never the dummy product).
         *
         *     **Who may call it:** accessProductPages and an editor role (admins, logistics manager) (shell.md §6 canEdit).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiProductsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/load-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads the product catalogue (queues a load job)
         * @description Starts a load job with the file's bytes as the raw body (any content type, at most 10 MB): 202.
         *
         *     **Who may call it:** accessProductPages and an editor role (admins, logistics manager) (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiProductsLoadClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/load-client-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the state of a product load job
         * @description A load job's progress, refused rows and outcome.
         *
         *     **Who may call it:** accessProductPages and an editor role (admins, logistics manager) (shell.md §6 canEdit).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiProductsLoadClientStatusId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/load-client/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a product load job
         * @description Stops a running load job (409 once it has finished).
         *
         *     **Who may call it:** accessProductPages and an editor role (admins, logistics manager) (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiProductsLoadClientIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the rules in force
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/cases/{mode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the rules' golden cases
         * @description **Who may call it:** accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiRulesCasesMode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs the rules on a record
         * @description **Who may call it:** accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiRulesEvaluate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/modes/{mode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the rules of a config mode
         * @description **Who may call it:** accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiRulesModesMode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/records/{entity}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a stored record as rule facts
         * @description A stored order or freight as rule facts (the playground loads it by id).
         *
         *     **Who may call it:** accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiRulesRecordsEntityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replays draft rules on stored records
         * @description What-if replay: a draft against the last n stored orders or freights (issue 17, item 7).
         *
         *     **Who may call it:** accessSuperAdminPages: superadmin only (shell.md §6, module settings and super-admin pages).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiRulesReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rules/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the rule set in force and the last change kept out
         * @description Admins: the config mode, the hash and load time of the rule set the server enforces, its files, and the last rule-file change a reload refused with every problem (issue 36).
         *
         *     **Who may call it:** accessAdminPages: superadmin and admin (shell.md §6, admin pages and the user list).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiRulesStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches every area
         * @description **Who may call it:** The palette search (issue 16): whoever reads orders, freights or pickups; each kind is searched only for its readers (ordersReaders, freightsReaders, pickupsReaders), transporter users only their own freights.
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads one statistics table of a period
         * @description One table: `orders` (the order statistics: totals, groups, series) or freights grouped by `depots`, `factories`, `transporters`, `truck-types`, `statuses` (the group rows only).
         *
         *     **Who may call it:** accessFreightStatistics: admin and logistics roles while the statistics module is active; production roles when statistics.allowProductionUsers (shell.md §2, business.md §9).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiStatisticsTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the freights behind a statistics figure
         * @description The freights behind a figure (one group's or all), newest delivery first.
         *
         *     **Who may call it:** accessFreightStatistics: admin and logistics roles while the statistics module is active; production roles when statistics.allowProductionUsers (shell.md §2, business.md §9).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiStatisticsDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/freights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the freight statistics of a period
         * @description Totals, groups and the series of freights over the period.
         *
         *     **Who may call it:** accessFreightStatistics: admin and logistics roles while the statistics module is active; production roles when statistics.allowProductionUsers (shell.md §2, business.md §9).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiStatisticsFreights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeSlot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the time slots of a day
         * @description **Who may call it:** Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiTimeSlot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeSlot/arrival-undo/{kind}/{id}/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Takes back an arrival registered by mistake
         * @description The gate (entrance supervisor, editors): while the record is still arrived, back to the status it had before the arrival and no arrival instant, with an `arrival_revoked` event. 409 `timeSlots.notArrived` otherwise.
         *
         *     **Who may call it:** Arrival confirmation at the gate (issue 18): the entrance supervisor and editor roles, while time_slot is active.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiTimeSlotArrivalUndoKindIdVersion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeSlot/arrival/{kind}/{id}/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Records a truck's arrival
         * @description `:kind` freight | pickup, `:id` uuid or number, `:version` the `__v` read.
         *
         *     **Who may call it:** Arrival confirmation at the gate (issue 18): the entrance supervisor and editor roles, while time_slot is active.
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiTimeSlotArrivalKindIdVersion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeSlot/free/all-time-dock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists every free time slot
         * @description **Who may call it:** Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiTimeSlotFreeAllTimeDock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeSlot/free/dock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the free docks at a time
         * @description **Who may call it:** Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiTimeSlotFreeDock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeSlot/free/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the free times of a dock
         * @description **Who may call it:** Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiTimeSlotFreeTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeSlot/free/time-dock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finds the earliest free time slot
         * @description The earliest free place (from `from` on), or null.
         *
         *     **Who may call it:** Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiTimeSlotFreeTimeDock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeSlot/punctuality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the transporters' punctuality
         * @description **Who may call it:** Time slots (issue 18): accessTimeSlots (planner-side staff, entrance supervisor) or a transporter role (own bookings plus free capacity), while the time_slot module is active (shell.md §2 /timeslots).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiTimeSlotPunctuality"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transporters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists transporters
         * @description Every transporter by short name; with list parameters (page, sort, filter, q) the list contract.
         *
         *     **Who may call it:** Base data readers: admin and logistics roles (shell.md §6: production roles lack base data, transporters see none).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiTransporters"];
        /**
         * Creates or changes a transporter
         * @description Business.md §7 "POST or PUT": with an `id` in the body it changes that transporter, without one it creates (201).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiTransporters"];
        /**
         * Creates a transporter
         * @description Creates one (201).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiTransporters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transporters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a transporter
         * @description Changes one; `__v` (when sent) must be the stored version.
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiTransportersId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transporters/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes many transporters at once
         * @description Grid batch: every row at its version, all or nothing.
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes every row in one transaction with its event-log entries, each at the version read; all or nothing.
         */
        patch: operations["patchApiTransportersBulk"];
        trace?: never;
    };
    "/api/transporters/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends freight offers to transporters
         * @description **Who may call it:** Editor roles while the freight_offer module is active (business.md §6: send offer).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiTransportersOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists vehicle types
         * @description Active vehicles (every one with `includeInactives=true`); with list parameters (page, sort, filter, q) the list contract over all of them. The handler parses the query (optional list parameters).
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiVehicles"];
        /**
         * Creates a vehicle type (or changes one sent back with its id)
         * @description Creates one (201); business.md §7 names PUT without an id. With an `id` (a record as its GET answers it) it changes that vehicle at its `__v` (200).
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiVehicles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a vehicle type
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiVehiclesId"];
        /**
         * Changes a vehicle type
         * @description Changes one; `__v` (when sent) must be the stored version.
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiVehiclesId"];
        post?: never;
        /**
         * Deletes a vehicle type
         * @description **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiVehiclesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the active vehicle types
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiVehiclesActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes many vehicle types at once
         * @description Grid batch: every row at its version, all or nothing.
         *
         *     **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes every row in one transaction with its event-log entries, each at the version read; all or nothing.
         */
        patch: operations["patchApiVehiclesBulk"];
        trace?: never;
    };
    "/api/vehicles/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the default vehicles of a new order
         * @description The default vehicles of a new order; `deliveryToSite=true` prefers crane trucks.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiVehiclesDefaults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/inactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the inactive vehicle types
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiVehiclesInactive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the server's version
         * @description **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waypoint-costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the drop-off fees
         * @description **Who may call it:** Base data readers: admin and logistics roles (shell.md §6: production roles lack base data, transporters see none).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getApiWaypointCosts"];
        put?: never;
        /**
         * Adds a drop-off fee
         * @description **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postApiWaypointCosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waypoint-costs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a drop-off fee
         * @description **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putApiWaypointCostsId"];
        post?: never;
        /**
         * Deletes a drop-off fee
         * @description **Who may call it:** Base data editors: editor roles — admins and the logistics manager (shell.md §6 canEdit).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteApiWaypointCostsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/favicon.ico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the default favicon
         * @description The browser's own favicon request (before the app sets the configured one): the default SVG.
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getFaviconIco"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a logo or icon image
         * @description An SVG logo or favicon (image/svg+xml, not JSON).
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getImagesName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/reversegeocode/{lng}/{lat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finds the address at a point
         * @description **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getLocationReversegeocodeLngLat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Searches addresses and places
         * @description Search as the user types.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getLocationSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/route-planner/logistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plans a route with its legs
         * @description The logistics variant: the same plan with its legs (per stop distance and duration).
         *
         *     **Who may call it:** accessRoutePlanner: planner-side staff while the route_planner module is active (shell.md §2, §6).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postRoutePlannerLogistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/route-planner/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plans a route through stops
         * @description **Who may call it:** accessRoutePlanner: planner-side staff while the route_planner module is active (shell.md §2, §6).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postRoutePlannerRoute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/route-planner/weight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finds weight-restricted zones
         * @description The weight-restricted zones at these coordinates.
         *
         *     **Who may call it:** accessRoutePlanner: planner-side staff while the route_planner module is active (shell.md §2, §6).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postRoutePlannerWeight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/style": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads the map style
         * @description The map style; its sources are this server's own GeoJSON calls.
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getStyle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists users
         * @description Every user; with list parameters (page, size, sort, filter, q) the list contract.
         *
         *     **Who may call it:** accessAdminPages: superadmin and admin (shell.md §6, admin pages and the user list).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reads a user
         * @description **Who may call it:** accessAdminPages, or the signed-in user on their own record (:id is their id).
         *
         *     **Side effects:** Reads only: changes nothing.
         */
        get: operations["getUsersId"];
        /**
         * Changes a user
         * @description Changes the sent fields; `__v` (when sent) must be the stored version.
         *
         *     **Who may call it:** accessAdminPages, or the signed-in user on their own record (:id is their id).
         *
         *     **Side effects:** Writes the change in one transaction with its event-log entry, checking the version read (`__v`); nothing when it fails.
         */
        put: operations["putUsersId"];
        post?: never;
        /**
         * Deletes a user
         * @description **Who may call it:** accessAdminPages: superadmin and admin (shell.md §6, admin pages and the user list).
         *
         *     **Side effects:** Deletes in one transaction with its event-log entry; nothing when it fails.
         */
        delete: operations["deleteUsersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs a user out everywhere
         * @description Revokes every session and token of the user (admins, or the user themself).
         *
         *     **Who may call it:** accessAdminPages, or the signed-in user on their own record (:id is their id).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postUsersIdSignOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in
         * @description Checks the password, answers a token and sets the session cookies.
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postUsersAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs out
         * @description Revokes the caller's session (its tokens stop working) and clears the session cookies.
         *
         *     **Who may call it:** Anyone, signed in or not (start-up calls: config, version, style, images; sign-in).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postUsersAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renews the token
         * @description A fresh token for the caller's valid one; the presented token is used up (rotation). Presenting a used-up token again (outside a few seconds' grace for parallel tabs) revokes the session.
         *
         *     **Who may call it:** Any signed-in user (shell.md §4: modules load once logged in).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postUsersAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes many users at once
         * @description Grid batch: every row at its version, all or nothing.
         *
         *     **Who may call it:** accessAdminPages: superadmin and admin (shell.md §6, admin pages and the user list).
         *
         *     **Side effects:** Writes every row in one transaction with its event-log entries, each at the version read; all or nothing.
         */
        patch: operations["patchUsersBulk"];
        trace?: never;
    };
    "/users/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a user
         * @description Creates one (201).
         *
         *     **Who may call it:** accessAdminPages: superadmin and admin (shell.md §6, admin pages and the user list).
         *
         *     **Side effects:** Writes what it says in one transaction with its event-log entries; nothing when it fails.
         */
        post: operations["postUsersRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        ActiveModules: {
            activeConfigs: {
                base?: {
                    [key: string]: unknown;
                };
                billing?: {
                    [key: string]: unknown;
                };
                capacity_estimate?: {
                    [key: string]: unknown;
                };
                customer_notification?: {
                    [key: string]: unknown;
                };
                extended_visualization?: {
                    [key: string]: unknown;
                };
                finalize_freight?: {
                    [key: string]: unknown;
                };
                freight_offer?: {
                    [key: string]: unknown;
                };
                freight_waypoints_edit?: {
                    [key: string]: unknown;
                };
                order_closure?: {
                    [key: string]: unknown;
                };
                order_excel_import?: {
                    [key: string]: unknown;
                };
                pickup?: {
                    [key: string]: unknown;
                };
                product_catalog?: {
                    [key: string]: unknown;
                };
                route_planner?: {
                    [key: string]: unknown;
                };
                shipping_notification?: {
                    [key: string]: unknown;
                };
                site?: {
                    [key: string]: unknown;
                };
                statistics?: {
                    [key: string]: unknown;
                };
                time_slot?: {
                    [key: string]: unknown;
                };
                transporter?: {
                    [key: string]: unknown;
                };
            };
            activeModules: ("base" | "billing" | "capacity_estimate" | "customer_notification" | "extended_visualization" | "finalize_freight" | "freight_offer" | "freight_waypoints_edit" | "order_closure" | "order_excel_import" | "pickup" | "product_catalog" | "route_planner" | "shipping_notification" | "site" | "statistics" | "time_slot" | "transporter")[];
        };
        AddressFeature: {
            geometry: {
                coordinates: [
                    number,
                    number
                ];
                /** @constant */
                type: "Point";
            };
            id: string;
            properties: {
                address: {
                    city: string | null;
                    /** @constant */
                    country: "HU";
                    county: string;
                    countyCode: string;
                    district: number | null;
                    houseNumber: string | null;
                    postalCode: string | null;
                    street: string | null;
                };
                isDepot: boolean;
                label: string;
                /** @enum {string} */
                precision: "settlement" | "district" | "county" | "exact";
                /** @enum {string} */
                type: "hnum" | "road" | "cos" | "admin" | "poi";
            };
            /** @constant */
            type: "Feature";
        };
        ApiError: {
            /** @description Catalogue code `<area>.<key>` (e.g. common.staleVersion). */
            code?: string;
            details?: {
                [key: string]: string;
            };
            error: string;
            /** @description Hungarian text shown to the user. */
            message: string;
            statusCode: number;
        };
        AppConfig: {
            config: components["schemas"]["AppConfigSettings"];
            constants: {
                ROLE_GROUPS: {
                    readonly adminRoles: [
                        "superadmin",
                        "admin"
                    ];
                    readonly editorRoles: [
                        "superadmin",
                        "admin",
                        "logistics_manager"
                    ];
                    readonly entranceSupervisorRoles: [
                        "entrance_supervisor"
                    ];
                    readonly extendedEditorRoles: [
                        "superadmin",
                        "admin",
                        "logistics_manager",
                        "production_manager",
                        "transporter_manager"
                    ];
                    readonly logisticsRoles: [
                        "logistics_manager",
                        "logistics_viewer"
                    ];
                    readonly managerRoles: [
                        "logistics_manager",
                        "production_manager",
                        "transporter_manager"
                    ];
                    readonly productionRoles: [
                        "production_manager",
                        "production_viewer"
                    ];
                    readonly transporterRoles: [
                        "transporter_manager",
                        "transporter_viewer"
                    ];
                    readonly viewerRoles: [
                        "logistics_viewer",
                        "production_viewer",
                        "transporter_viewer"
                    ];
                };
                ROLES: {
                    /** @constant */
                    ADMIN: "admin";
                    /** @constant */
                    ANYONE: "anyone";
                    /** @constant */
                    ENTRANCE_SUPERVISOR: "entrance_supervisor";
                    /** @constant */
                    LOGISTICS_MANAGER: "logistics_manager";
                    /** @constant */
                    LOGISTICS_VIEWER: "logistics_viewer";
                    /** @constant */
                    PRODUCTION_MANAGER: "production_manager";
                    /** @constant */
                    PRODUCTION_VIEWER: "production_viewer";
                    /** @constant */
                    SUPERADMIN: "superadmin";
                    /** @constant */
                    TRANSPORTER_MANAGER: "transporter_manager";
                    /** @constant */
                    TRANSPORTER_VIEWER: "transporter_viewer";
                };
            };
            enums: {
                readonly activityStatus: [
                    "active",
                    "inactive"
                ];
                readonly cargoTransportStatus: [
                    "unknown",
                    "stockShortage",
                    "damagedGoods",
                    "damageDuringLoading",
                    "damageDuringTransport",
                    "handoverFailed",
                    "pickupTiming",
                    "truckFull",
                    "replan",
                    "productUpdate"
                ];
                readonly defaultTruckType: [
                    "D22S",
                    "D22L",
                    "T24S",
                    "T24L"
                ];
                readonly deliveryIntervalType: [
                    "calendarDay",
                    "workday"
                ];
                readonly exportKind: [
                    "orders",
                    "freights",
                    "freightbills",
                    "pickups",
                    "products",
                    "statistics"
                ];
                readonly freightStatus: [
                    "new",
                    "published",
                    "answered",
                    "accepted",
                    "reserved",
                    "scheduled",
                    "finalized",
                    "arrived",
                    "delivery",
                    "shipped",
                    "finished",
                    "billed",
                    "cancelled"
                ];
                readonly freightType: [
                    "freight",
                    "pickup"
                ];
                readonly LogisticsPlannerType: [
                    "logistics",
                    "loom"
                ];
                readonly offerStatus: [
                    "sent",
                    "received",
                    "rejectedByTransporter",
                    "accepted",
                    "rejected"
                ];
                readonly orderStatus: [
                    "new",
                    "invalid",
                    "waitingForProcessing",
                    "processing",
                    "processed",
                    "shipped",
                    "partiallyShipped",
                    "partial",
                    "closed",
                    "merged"
                ];
                readonly packingAlgorithm: [
                    "palletstack",
                    "rows-no-stacking",
                    "twodimensional"
                ];
                readonly pickupStatus: [
                    "new",
                    "scheduled",
                    "reserved",
                    "arrived",
                    "shipped",
                    "cancelled"
                ];
                readonly ProcessingStatus: [
                    "idle",
                    "new",
                    "noOverlappingDeliveryDates",
                    "processing",
                    "done",
                    "doesNotFit",
                    "error",
                    "orderCoverageError",
                    "routeNotFound",
                    "tooManyWaypoints",
                    "noVehicle"
                ];
                readonly productUploadStatus: [
                    "processing started",
                    "work in progress",
                    "ready",
                    "cancelled"
                ];
                readonly routeMethod: [
                    "ECONOMY",
                    "FAST",
                    "SHORT"
                ];
                readonly truckEmissionCategory: [
                    "EURO0",
                    "EURO1",
                    "EURO2",
                    "EURO3",
                    "EURO4",
                    "EURO5",
                    "EURO6",
                    "LOW_EMISSION",
                    "NO_EMISSION"
                ];
            };
        };
        AppConfigSettings: {
            colors: {
                primary: string;
            };
            /** @enum {string} */
            configMode: "logistics" | "marka" | "wienerberger" | "topolisz" | "barabas";
            defaultFilters: {
                [key: string]: unknown;
            };
            disableAuth: boolean;
            fieldEditSettings: {
                [key: string]: {
                    [key: string]: components["schemas"]["FieldEditSetting"];
                };
            };
            /** @enum {string} */
            logisticsPlannerType: "logistics" | "loom";
            palletTypes: components["schemas"]["PalletType"][];
            testOrdersJson: {
                description: string;
                id: string;
                name: string;
                orders: {
                    comment?: string;
                    customer: {
                        email: string;
                        name: string;
                        phone: string;
                    };
                    deliveryAddress: string;
                    deliveryInterval?: number;
                    deliveryToSite?: boolean;
                    items: {
                        pallets?: number;
                        product: number;
                        truckShare?: number;
                    }[];
                    releaseInDays: number;
                }[];
            }[];
            view: components["schemas"]["ViewConfig"];
        };
        AreaFeatureCollection: {
            attribution?: string;
            features: {
                geometry?: unknown;
                id?: string;
                properties: {
                    [key: string]: unknown;
                };
                /** @constant */
                type: "Feature";
            }[];
            source?: string;
            /** @constant */
            type: "FeatureCollection";
        };
        AuditPallets: {
            fee: number;
            pallets: number;
            palletType: string;
            pricePerPallet: number | null;
        };
        AuditRange: {
            endDistance: number;
            overRanges: boolean;
            price: number;
            startDistance: number;
            /** @enum {string} */
            type: "fixed" | "perKm";
        };
        AuthResult: {
            expiresAt: number;
            token: string;
            user: components["schemas"]["User"];
        };
        BaseConfig: {
            __v: number;
            billAuditTolerance: {
                default: number;
                factories: {
                    [key: string]: number;
                };
            };
            deliveryInterval: number;
            /** @enum {string} */
            deliveryIntervalType: "calendarDay" | "workday";
            freightDeadlineWarningInterval: number;
            fuzzySearch?: {
                enabled: boolean;
                threshold: number;
            };
            id: string;
            lengthOfTimeSlot: number;
            openingHours: {
                from: string;
                to: string;
                weekday: number;
            }[];
            /** @enum {string} */
            packingAlgorithm: "palletstack" | "rows-no-stacking" | "twodimensional";
            proxyConfig?: {
                sendMessage: boolean;
                url: string;
                xApiKey: string;
            };
            /** @enum {string} */
            routingMethod: "ECONOMY" | "FAST" | "SHORT";
            shippingNotificationConfig?: {
                /** @enum {string} */
                channel?: "emailApi" | "smtp";
                sendMessage: boolean;
                url: string;
                xApiKey: string;
            };
            transporterReplyDeadline: number;
            transporterTimeSlotLimit: number;
            unloadTimePerPallet: number;
        };
        BaseConfigSave: {
            baseConfig: components["schemas"]["BaseConfig"];
            message: string;
        };
        CalendarOverride: {
            __v: number;
            date: string;
            id: string;
            workday: boolean;
        };
        CalendarSave: {
            message: string;
            override: components["schemas"]["CalendarOverride"];
        };
        CancelProcessing: {
            jobId: string;
            message: string;
            /** @enum {string} */
            state: "queued" | "running" | "cancelling" | "done" | "cancelled" | "failed";
        };
        CapacityEstimate: {
            __v: number;
            comment: string;
            date: string;
            id: string;
            returning: boolean;
            transporterId: string;
            transporterName: string;
            vehicles: components["schemas"]["CapacityVehicle"][];
        };
        CapacitySave: {
            capacityEstimate: components["schemas"]["CapacityEstimate"];
            message: string;
        };
        CapacityShortage: {
            from: string;
            shortages: components["schemas"]["CapacityShortage9"][];
            to: string;
        };
        CapacityShortage9: {
            date: string;
            estimated: number;
            missing: number;
            needed: number;
            truckType: string;
        };
        CapacityVehicle: {
            quantity: number;
            truckType: string;
        };
        CheckChanges: {
            changedCount: number;
            changedOrderIds: string[];
            count: number;
            hasChanges: boolean;
            latest: string | null;
        };
        CheckFreightChanges: {
            changedCount: number;
            hasChanges: boolean;
            latest: string | null;
            totalCount: number;
        };
        CheckFreightSelections: {
            result: {
                __v: number | null;
                changed: boolean;
                exists: boolean;
                id: string;
            }[];
        };
        CheckSelections: {
            hasChanges: boolean;
            result: {
                __v: number | null;
                editable: boolean;
                exists: boolean;
                orderId: string;
                stale: boolean;
                status: ("new" | "invalid" | "waitingForProcessing" | "processing" | "processed" | "shipped" | "partiallyShipped" | "partial" | "closed" | "merged") | null;
            }[];
        };
        CheckVersion: {
            __v: number;
            orderId: string;
            upToDate: boolean;
        };
        CombineOrders: {
            freightIds: string[];
            freights: components["schemas"]["Freight"][];
            message: string;
        };
        ConditionTrace: components["schemas"]["LeafTrace"] | {
            all: components["schemas"]["ConditionTrace"][];
            result: boolean;
        } | {
            any: components["schemas"]["ConditionTrace"][];
            result: boolean;
        } | {
            not: components["schemas"]["ConditionTrace"];
            result: boolean;
        };
        CostCentreDescription: {
            amount: number;
            bills: number;
            costCentre: string;
            description: string;
        };
        DateCalcTrace: {
            from: string;
            inputs: {
                [key: string]: unknown;
            };
            steps: components["schemas"]["DateStepTrace"][];
            value: string | null;
        };
        DateStepTrace: {
            after: string;
            args: {
                [key: string]: unknown;
            };
            before: string;
            /** @enum {string} */
            op: "addDays" | "addWorkdays" | "addInterval" | "toWorkday" | "capAt" | "notBefore";
        };
        DemoSettlement: {
            address: string;
            county: string;
            lat: number;
            lng: number;
            name: string;
            postalCode: string | null;
        };
        DemoSettlements: {
            settlements: components["schemas"]["DemoSettlement"][];
        };
        Depot: {
            __v: number;
            address: string | null;
            docks: components["schemas"]["Dock"][];
            geometry: {
                coordinates: [
                    number,
                    number
                ];
                /** @constant */
                type: "Point";
            } | null;
            id: string;
            isActive: boolean;
            lengthOfTimeSlot: number;
            name: string;
            openingHours: {
                from: string;
                to: string;
                weekday: number;
            }[];
            shortName: string;
            timeSlotReservationLimit: number;
        };
        DepotDock: {
            depotShortName: string;
            id: string;
            name: string;
        };
        DepotListRow: {
            __v: number;
            address: string | null;
            dockCount: number;
            dockNames: string;
            docks: components["schemas"]["Dock"][];
            geometry: {
                coordinates: [
                    number,
                    number
                ];
                /** @constant */
                type: "Point";
            } | null;
            id: string;
            isActive: boolean;
            lengthOfTimeSlot: number;
            name: string;
            openingHours: {
                from: string;
                to: string;
                weekday: number;
            }[];
            shortName: string;
            timeSlotReservationLimit: number;
        };
        DepotSave: {
            depot: components["schemas"]["Depot"];
            message: string;
        };
        Dock: {
            id: string;
            name: string;
        };
        EntityResult: {
            allFields?: {
                [key: string]: components["schemas"]["FieldMessage"][];
            };
            changes: {
                [key: string]: unknown;
            };
            denied: {
                [key: string]: components["schemas"]["FieldMessage"];
            };
            fields: {
                [key: string]: components["schemas"]["FieldMessage"];
            };
            ruleSet?: {
                hash: string | null;
                mode: string;
            };
            trace?: components["schemas"]["RuleTrace"][];
            warnings: components["schemas"]["WarningMessage"][];
        };
        Event: {
            action: string;
            at: string;
            changes: {
                after?: unknown;
                before?: unknown;
                field: string;
            }[];
            entity: string;
            entityId: string | null;
            freightId: string | null;
            id: string;
            role: string;
            ruleSet: string | null;
            transporterId: string | null;
            userId: string | null;
            username: string | null;
        };
        ExcelImportCheck: {
            errorCount: number;
            rows: components["schemas"]["ImportRowVerdict"][];
        };
        ExcelImportSave: {
            message: string;
            orderIds: string[];
        };
        ExternalIdNameLists: {
            cargo: {
                displayName: string;
                freightFilter: boolean;
                main: boolean;
                name: string;
                orderFilter: boolean;
                rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
            }[];
            freight: {
                displayName: string;
                freightFilter: boolean;
                main: boolean;
                name: string;
                orderFilter: boolean;
                rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
            }[];
            order: {
                displayName: string;
                freightFilter: boolean;
                main: boolean;
                name: string;
                orderFilter: boolean;
                rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
            }[];
            orderItem: {
                displayName: string;
                freightFilter: boolean;
                main: boolean;
                name: string;
                orderFilter: boolean;
                rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
            }[];
            pickup: {
                displayName: string;
                freightFilter: boolean;
                main: boolean;
                name: string;
                orderFilter: boolean;
                rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
            }[];
        };
        ExternalIdNames: {
            lists: components["schemas"]["ExternalIdNameLists"];
            versions: {
                cargo: number;
                freight: number;
                order: number;
                orderItem: number;
                pickup: number;
            };
        };
        Factory: {
            __v: number;
            address: string | null;
            depotShortName: string;
            id: string;
            isActive: boolean;
            name: string | null;
            shortName: string;
            useDefaultFreightCostsSettings: boolean;
        };
        FactorySave: {
            factory: components["schemas"]["Factory"];
            message: string;
        };
        FeeDelete: {
            id: string;
            message: string;
        };
        FeeTotals: {
            distanceFee: number;
            palletFee: number;
            total: number;
            waypointFee: number;
        };
        FieldEditSetting: {
            denied: string[];
            editable: string[];
            editableStatuses?: string[];
        };
        FieldMessage: {
            invalidReason?: string;
            message: string;
            record?: boolean;
            rule: string;
        };
        FleetSave: {
            fleetVehicle: components["schemas"]["FleetVehicle"];
            message: string;
        };
        FleetVehicle: {
            __v: number;
            contact: string | null;
            id: string;
            transporterId: string;
            transporterName: string;
            truckLicensePlateNumber: string;
            truckType: string;
        };
        FreePlace: {
            dockId: string;
            dockName: string;
            time: string;
        };
        Freight: {
            __v: number;
            alternatives: {
                type: string;
            }[];
            bill: {
                [key: string]: unknown;
            } | null;
            cargo: components["schemas"]["FreightCargoLine"][];
            comment: string;
            costBreakdown: components["schemas"]["FeeTotals"] | null;
            createdAt: string;
            deliveryDate: string | null;
            depotShortName: string | null;
            distanceKm: number;
            driverName: string | null;
            durationMin: number;
            excludedFromAutomaticProcessing: boolean;
            expectedDeadlineDate: string | null;
            externalIds: {
                [key: string]: string;
            };
            factoryShortName: string;
            freightCost: number | null;
            freightId: string;
            freightIncome: number | null;
            id: string;
            isPartial: boolean;
            jobId: string | null;
            kg: number;
            manual: boolean;
            modifiedByTransporter: boolean;
            offerSentToTransporterIds: string[];
            palletPlaces: number;
            pallets: number;
            releaseDate: string | null;
            /** @enum {string} */
            status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            timeSlot: components["schemas"]["FreightTimeSlot"] | null;
            transporterId: string | null;
            truckLicensePlateNumber: string | null;
            truckType: string | null;
            updatedAt: string;
            waypoints: components["schemas"]["FreightWaypoint"][];
        };
        FreightBillAudit: {
            __v: number;
            amount: number | null;
            breakdown: components["schemas"]["PriceAuditBreakdown"];
            difference: number | null;
            flagged: boolean;
            freightId: string;
            id: string;
            price: number;
            tolerance: number;
        };
        FreightBillRow: {
            __v: number;
            auditDifference: number | null;
            auditFlagged: boolean;
            auditPrice: number | null;
            batchBillDate: string | null;
            batchBillNumber: string | null;
            billedAmount: number | null;
            billNumber: string | null;
            /** @enum {string} */
            billStatus: "pending" | "accepted" | "declined" | "billed";
            canUndo: boolean;
            comment: string;
            costCentre: string | null;
            deliveryDate: string | null;
            depotShortName: string | null;
            factoryShortName: string;
            freightCost: number | null;
            freightId: string;
            freightIncome: number | null;
            /** @enum {string} */
            freightStatus: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            id: string;
            transporterId: string | null;
            transporterName: string | null;
            truckType: string | null;
        };
        FreightBillsChanged: {
            bills: components["schemas"]["FreightBillRow"][];
            message: string;
        };
        FreightCargoLine: {
            externalIds: {
                [key: string]: string;
            };
            kg: number;
            orderId: string;
            pallets: number;
            palletType: string;
            /** @enum {string} */
            transportStatus: "unknown" | "stockShortage" | "damagedGoods" | "damageDuringLoading" | "damageDuringTransport" | "handoverFailed" | "pickupTiming" | "truckFull" | "replan" | "productUpdate";
        };
        FreightCost: {
            __v: number;
            endDistance: number;
            factoryId: string | null;
            id: string;
            overRanges: boolean;
            price: number;
            startDistance: number;
            truckType: string | null;
            /** @enum {string} */
            type: "fixed" | "perKm";
        };
        FreightDetails: {
            events: {
                action: string;
                createdAt: string;
                id: string;
                userName: string | null;
            }[];
            freight: components["schemas"]["Freight"];
            geometry: components["schemas"]["FreightGeometry"];
            orders: components["schemas"]["FreightOrderSummary"][];
            packingPlan: components["schemas"]["PackingPlan"] | null;
            transporterName: string | null;
        };
        FreightGeometry: {
            coordinates: [
                number,
                number
            ][];
            estimated: boolean;
            /** @constant */
            type: "LineString";
        } | null;
        FreightListRow: {
            __v: number;
            comment: string;
            createdAt: string;
            deliveryDate: string | null;
            depotShortName: string | null;
            distanceKm: number;
            driverName: string | null;
            durationMin: number;
            excludedFromAutomaticProcessing: boolean;
            expectedDeadlineDate: string | null;
            externalIds: {
                [key: string]: string;
            };
            factoryShortName: string;
            fillRate: number | null;
            freightCost: number | null;
            freightId: string;
            freightIncome: number | null;
            id: string;
            isPartial: boolean;
            jobId: string | null;
            kg: number;
            manual: boolean;
            modifiedByTransporter: boolean;
            offerSentToTransporterIds: string[];
            orderIds: string[];
            palletPlaces: number;
            pallets: number;
            releaseDate: string | null;
            route: string;
            /** @enum {string} */
            status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            timeSlot: components["schemas"]["FreightTimeSlot"] | null;
            transporterId: string | null;
            transporterName: string | null;
            truckLicensePlateNumber: string | null;
            truckType: string | null;
            updatedAt: string;
            waypointCount: number;
        };
        FreightOrderSummary: {
            customerName: string;
            deliveryAddress: string;
            expectedDeadlineDate: string | null;
            kg: number;
            orderId: string;
            pallets: number;
            /** @enum {string} */
            status: "new" | "invalid" | "waitingForProcessing" | "processing" | "processed" | "shipped" | "partiallyShipped" | "partial" | "closed" | "merged";
        };
        FreightOriginalWaypoints: {
            edited: boolean;
            waypoints: components["schemas"]["FreightWaypoint"][];
        };
        FreightsChanged: {
            freights: components["schemas"]["Freight"][];
            message: string;
        };
        FreightStatDetail: {
            cost: number | null;
            deliveredDate: string | null;
            deliveryDate: string | null;
            depotShortName: string | null;
            expectedDeadlineDate: string | null;
            factoryShortName: string;
            fillRate: number | null;
            freightId: string;
            id: string;
            income: number | null;
            kg: number;
            km: number;
            onTime: boolean | null;
            pallets: number;
            /** @enum {string} */
            status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            transporterName: string | null;
            truckType: string | null;
        };
        FreightStatDetails: {
            rows: components["schemas"]["FreightStatDetail"][];
            totalCount: number;
        };
        FreightStatistics: {
            from: string;
            /** @enum {string} */
            groupBy: "depot" | "factory" | "transporter" | "truckType" | "status";
            groups: components["schemas"]["FreightStatRow"][];
            /** @enum {string} */
            interval: "day" | "week" | "month";
            series: components["schemas"]["StatSeriesPoint"][];
            to: string;
            totals: components["schemas"]["FreightStatRow"];
        };
        FreightStatRow: {
            cost: number;
            costPerKm: number | null;
            costPerPallet: number | null;
            count: number;
            fillRate: number | null;
            income: number;
            key: string;
            kg: number;
            km: number;
            label: string;
            onTimeRate: number | null;
            pallets: number;
        };
        FreightTimeSlot: {
            arrivedAt?: string | null;
            dockId: string | null;
            dockName: string | null;
            statusBeforeArrival?: ("new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled") | null;
            time: string | null;
            timeSlotWidth: number | null;
        };
        FreightWaypoint: {
            address: string;
            city: string | null;
            county: string | null;
            legKm: number;
            orderId: string;
            orderIds: string[];
            point: components["schemas"]["GeoJsonPoint"];
            zip: string | null;
        };
        FreightWaypoints: {
            __v: number;
            costBreakdown: components["schemas"]["FeeTotals"] | null;
            distanceKm: number;
            /** @enum {string} */
            distanceSource?: "road" | "estimate";
            durationMin: number;
            edited: boolean;
            freightCost: number | null;
            freightId: string;
            id: string;
            waypoints: components["schemas"]["FreightWaypoint"][];
        };
        FreightWaypointsPreview: {
            __v: number;
            costBreakdown: components["schemas"]["FeeTotals"] | null;
            distanceKm: number;
            /** @enum {string} */
            distanceSource?: "road" | "estimate";
            durationMin: number;
            edited: boolean;
            freightCost: number | null;
            freightId: string;
            geometry: components["schemas"]["FreightGeometry"];
            id: string;
            waypoints: components["schemas"]["FreightWaypoint"][];
        };
        GeneratedIds: {
            orderId?: string;
            orderNr?: string;
        };
        GeocodedAddress: {
            address: string;
            error: {
                message: string;
                type: string;
            };
            /** @constant */
            geocoded: false;
            temporaryCustomerId: string | number;
        } | {
            address: string;
            city: string | null;
            county: string;
            /** @constant */
            geocoded: true;
            geocodedAddress: string;
            point: {
                coordinates: [
                    number,
                    number
                ];
                /** @constant */
                type: "Point";
            };
            precision: string;
            temporaryCustomerId: string | number;
            zip: string | null;
        };
        GeoJsonPoint: {
            coordinates: [
                number,
                number
            ];
            /** @constant */
            type: "Point";
        };
        Health: {
            notReady: string[];
            parts: {
                database: {
                    message?: string;
                    ready: boolean;
                    state: string;
                };
                rules: {
                    message?: string;
                    ready: boolean;
                    state: string;
                };
            };
            ready: boolean;
        };
        ImportColumn: {
            readonly checks: ("required" | "unique" | "hasOnlyOneValue")[];
            /** @enum {string} */
            field: "customerNumber" | "idNumber" | "customerName" | "deliveryDate" | "originalAddress" | "originalAddressPostalCode" | "palletsCount" | "palletType" | "sumWeight" | "vehicle" | "factoryShortName" | "incoterm" | "comment";
            header: string;
        };
        ImportConfig: {
            readonly columns: components["schemas"]["ImportColumn"][];
            deliveryDateHeader: string | null;
        };
        ImportRowError: {
            field: ("customerNumber" | "idNumber" | "customerName" | "deliveryDate" | "originalAddress" | "originalAddressPostalCode" | "palletsCount" | "palletType" | "sumWeight" | "vehicle" | "factoryShortName" | "incoterm" | "comment") | null;
            message: string;
            /** @enum {string} */
            type: "ALREADY_EXISTS_IN_DATABASE" | "CANNOT_BE_GEOCODED" | "CAPACITY" | "DATE_IN_PAST" | "DUPLICATED_VALUE" | "INVALID_DATE" | "INVALID_VALUE" | "IS_NOT_POSITIVE" | "IS_NOT_POSITIVE_INTEGER" | "IS_NOT_WORKDAY" | "MISSING_REQUIRED_FIELD" | "MORE_THAN_ONE_VALUE" | "IS_NOT_VALID_VEHICLE" | "IS_NOT_VALID_WEIGHT";
        };
        ImportRowVerdict: {
            errors: components["schemas"]["ImportRowError"][];
            geocodedAddress: string | null;
            rowNumber: number;
        };
        KindTimeSlots: {
            booked: components["schemas"]["TimeSlotBooking"][];
            waiting: components["schemas"]["TimeSlotWaiting"][];
        };
        LeafTrace: {
            fact: string;
            factResult?: unknown;
            operator: string;
            params?: {
                [key: string]: unknown;
            };
            path?: string;
            result: boolean;
            value?: unknown;
        };
        Map: {
            depots: {
                name: string;
                shortName: string;
            }[];
            freights: components["schemas"]["MapFreight"][];
            sites: components["schemas"]["MapSite"][];
            transporters: {
                id: string;
                name: string;
            }[];
        };
        MapFreight: {
            deliveryDate: string | null;
            depotShortName: string | null;
            distanceEstimated: boolean;
            distanceKm: number;
            factoryShortName: string;
            fillRate: number | null;
            freightId: string;
            id: string;
            kg: number;
            line: [
                number,
                number
            ][] | null;
            palletPlaces: number;
            pallets: number;
            /** @enum {string} */
            status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            stops: {
                address: string;
                city: string | null;
                coordinates: [
                    number,
                    number
                ];
            }[];
            transporterId: string | null;
            transporterName: string | null;
            truckType: string | null;
        };
        MapSite: {
            coordinates: [
                number,
                number
            ];
            /** @enum {string} */
            kind: "depot" | "factory";
            name: string | null;
            shortName: string;
        };
        MapStyle: {
            readonly layers: ({
                id: string;
                type: string;
            } & {
                [key: string]: unknown;
            })[];
            metadata: {
                [key: string]: unknown;
            };
            name: string;
            sources: {
                [key: string]: {
                    data: string;
                    /** @constant */
                    type: "geojson";
                };
            };
            /** @constant */
            version: 8;
        };
        Module: {
            active: boolean;
            config: {
                [key: string]: unknown;
            };
            id: string;
            /** @enum {string} */
            key: "base" | "billing" | "capacity_estimate" | "customer_notification" | "extended_visualization" | "finalize_freight" | "freight_offer" | "freight_waypoints_edit" | "order_closure" | "order_excel_import" | "pickup" | "product_catalog" | "route_planner" | "shipping_notification" | "site" | "statistics" | "time_slot" | "transporter";
        };
        Offer: {
            __v: number;
            answeredAt: string | null;
            closeReason: ("expired" | "otherAccepted" | "freightChanged" | "transporterSet" | "freightCancelled") | null;
            comment: string;
            commentFromLogistics: string;
            createdAt: string;
            freight: components["schemas"]["OfferFreightSummary"];
            freightId: string;
            freightUuid: string;
            id: string;
            replyDeadlineDate: string;
            /** @enum {string} */
            status: "sent" | "received" | "rejectedByTransporter" | "accepted" | "rejected";
            transporterId: string;
            transporterName: string;
            waterfallNext: string[];
            waterfallStep: number | null;
        };
        OfferFreightSummary: {
            cities: string[];
            deliveryDate: string | null;
            depotShortName: string | null;
            distanceKm: number;
            factoryShortName: string;
            freightCost: number | null;
            freightId: string;
            kg: number;
            pallets: number;
            releaseDate: string | null;
            /** @enum {string} */
            status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            transporterId: string | null;
            truckType: string | null;
        };
        Order: {
            __v: number;
            comment: string;
            createdAt: string;
            customer: {
                customerCode: string;
                email: string;
                name: string;
                phone: string;
                recipientName: string;
                recipientPhone: string;
            };
            deliveryAddress: string;
            deliveryCoords: {
                lat: number;
                lng: number;
            } | null;
            deliveryInterval: number | null;
            deliveryIntervalType: ("calendarDay" | "workday") | null;
            deliveryToSite: boolean;
            erpCode: string | null;
            expectedDeadlineDate: string | null;
            externalIds: {
                deliverySpec?: string;
                incoterm?: string;
                orderNr?: string;
            } & {
                [key: string]: string | null;
            };
            factoryShortName: string;
            firstReleaseDateEstimation: string | null;
            invalidReasons: {
                code: string;
                field?: string;
                message: string;
            }[];
            orderDate: string | null;
            orderDeadlineDate: string | null;
            orderId: string;
            orderItems: components["schemas"]["OrderItem"][];
            preferredTrucks: string[];
            productCategory: string | null;
            releaseDate: string | null;
            /** @enum {string} */
            status: "new" | "invalid" | "waitingForProcessing" | "processing" | "processed" | "shipped" | "partiallyShipped" | "partial" | "closed" | "merged";
            /** @enum {string} */
            type: "delivery" | "pickup";
            updatedAt: string;
        };
        OrderCustomerSummary: {
            customerCode: string;
            deliveryAddress: string;
            email: string;
            name: string;
            orderCount: number;
            phone: string;
            recipientName: string;
            recipientPhone: string;
        };
        OrderDate: {
            date: string;
            input: string;
            nextWorkday: string;
            previousWorkday: string;
            /** @enum {string} */
            type: "workday" | "expectedDeadline" | "defaultDeadline";
            workday: boolean;
        };
        OrderDetails: {
            events: {
                action: string;
                at: string;
                changes?: unknown;
                username: string | null;
            }[];
            invalidReasons: {
                code: string;
                field?: string;
                message: string;
            }[];
            order: components["schemas"]["Order"];
            totals: {
                itemCount: number;
                kg: number;
                palletsCount: number;
            };
        };
        OrderItem: {
            deadlineDate: string | null;
            externalIds: {
                [key: string]: string | null;
            };
            id: string;
            itemId: string;
            kg: number;
            name: string;
            palletsCount: number;
            palletType: string;
            quantity: number;
            releaseDate: string | null;
            unit: string;
        };
        OrderListRow: {
            __v: number;
            comment: string;
            customerCode: string;
            customerName: string;
            customerPhone: string;
            deliveryAddress: string;
            deliveryToSite: boolean;
            expectedDeadlineDate: string | null;
            externalIds: {
                [key: string]: string | null;
            };
            factoryShortName: string;
            incoterm: string | null;
            invalidReasons: {
                code: string;
                field?: string;
                message: string;
            }[];
            itemCount: number;
            kg: number;
            orderDate: string | null;
            orderDeadlineDate: string | null;
            orderId: string;
            orderNr: string | null;
            palletsCount: number;
            preferredTrucks: string[];
            productCategory: string | null;
            recipientName: string;
            recipientPhone: string;
            releaseDate: string | null;
            /** @enum {string} */
            status: "new" | "invalid" | "waitingForProcessing" | "processing" | "processed" | "shipped" | "partiallyShipped" | "partial" | "closed" | "merged";
            /** @enum {string} */
            type: "delivery" | "pickup";
            updatedAt: string;
        };
        OrderSave: {
            message: string;
            order: components["schemas"]["Order"];
        };
        /** @description The list contract: one page of rows (asked with any of page, size, sort, filter, q or statuses). */
        OrdersList: {
            /** @description Rows matching the filter, `q` and `statuses` (before paging). */
            filteredCount: number;
            /** @description The rows of the page asked (every row when `size` is -1). */
            result: components["schemas"]["OrderListRow"][];
            /** @description Rows there are at all (for the caller). */
            totalCount: number;
        };
        OrdersProcessingStatus: {
            activeJobId: string | null;
            hasUserActiveProcessingJob: boolean;
            isAutoProcessing: boolean;
            isCancelling: boolean;
            isLastManual: boolean;
            isProcessing: boolean;
            jobsInFrontOfThisOne: number;
            lastProcessingResultIds: string[];
            /** @enum {string} */
            lastProcessingStatus: "idle" | "new" | "noOverlappingDeliveryDates" | "processing" | "done" | "doesNotFit" | "error" | "orderCoverageError" | "routeNotFound" | "tooManyWaypoints" | "noVehicle";
            lastSmsResultCode: number;
            newOrdersCount: number;
            newPartialOrdersCount: number;
            progress: components["schemas"]["PlanningJobProgress"] | null;
        };
        OrderStatistics: {
            from: string;
            /** @enum {string} */
            groupBy: "depot" | "factory" | "status";
            groups: components["schemas"]["OrderStatRow"][];
            /** @enum {string} */
            interval: "day" | "week" | "month";
            series: components["schemas"]["StatSeriesPoint"][];
            to: string;
            totals: components["schemas"]["OrderStatRow"];
        };
        OrderStatRow: {
            count: number;
            items: number;
            key: string;
            kg: number;
            label: string;
            pallets: number;
            planned: number;
            shipped: number;
            shippedRate: number | null;
        };
        Organizer: {
            capacity: {
                [key: string]: {
                    [key: string]: number;
                };
            } | null;
            cards: components["schemas"]["OrganizerCard"][];
            days: components["schemas"]["OrganizerDay"][];
            depot: string | null;
            depots: {
                name: string;
                shortName: string;
            }[];
            from: string;
            to: string;
        };
        OrganizerCard: {
            __v: number;
            deliveryDate: string | null;
            depotShortName: string | null;
            factoryShortName: string;
            fillRate: number | null;
            id: string;
            kg: number;
            /** @enum {string} */
            kind: "freight" | "pickup";
            number: string;
            pallets: number;
            route: string;
            /** @enum {string} */
            status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            stops: number;
            timeSlotTime: string | null;
            transporterId: string | null;
            transporterName: string | null;
            truckLicensePlateNumber: string | null;
            truckType: string | null;
        };
        OrganizerDay: {
            date: string;
            totals: components["schemas"]["OrganizerDayTotals"];
            workday: boolean;
        };
        OrganizerDayTotals: {
            freights: number;
            kg: number;
            pallets: number;
            pickups: number;
            trucks: {
                [key: string]: number;
            };
        };
        OrganizerFix: {
            message: string;
            records: {
                __v: number;
                id: string;
                /** @enum {string} */
                kind: "freight" | "pickup";
                number: string;
                /** @enum {string} */
                status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            }[];
        };
        PackingPlan: {
            /** @enum {string} */
            algorithm: "palletstack" | "rows-no-stacking" | "twodimensional";
            floor: components["schemas"]["TruckFloor"];
            placements: components["schemas"]["Placement"][];
            unplaced: components["schemas"]["PackPallet"][];
            usedLength: number;
        };
        PackPallet: {
            id: string;
            length: number;
            maxStack?: number;
            orderId?: string;
            palletType: string;
            stop: number;
            width: number;
        };
        PalletFee: {
            __v: number;
            factoryId: string | null;
            id: string;
            palletType: string | null;
            pricePerPallet: number;
        };
        PalletType: {
            lengthMm: number;
            name: string;
            ratio: number;
            widthMm: number;
        };
        Pickup: {
            __v: number;
            cargo: components["schemas"]["FreightCargoLine"][];
            comment: string;
            createdAt: string;
            deliveryDate: string | null;
            depotShortName: string | null;
            details: components["schemas"]["PickupDetails"];
            driverName: string | null;
            expectedDeadlineDate: string | null;
            externalIds: {
                [key: string]: string;
            };
            factoryShortName: string;
            id: string;
            jobId: string | null;
            kg: number;
            pallets: number;
            pickupId: string;
            releaseDate: string | null;
            /** @enum {string} */
            status: "new" | "scheduled" | "reserved" | "arrived" | "shipped" | "cancelled";
            timeSlot: components["schemas"]["FreightTimeSlot"] | null;
            transporterId: string | null;
            truckLicensePlateNumber: string | null;
            updatedAt: string;
        };
        PickupDetails: {
            customerCode: string;
            customerName: string;
            email: string | null;
            orderIds: string[];
            phone: string | null;
            preferredTrucks: string[];
        };
        PickupDetailsResponse: {
            events: {
                action: string;
                createdAt: string;
                id: string;
                userName: string | null;
            }[];
            orders: {
                customerName: string;
                kg: number;
                orderId: string;
                pallets: number;
                /** @enum {string} */
                status: "new" | "invalid" | "waitingForProcessing" | "processing" | "processed" | "shipped" | "partiallyShipped" | "partial" | "closed" | "merged";
            }[];
            pickup: components["schemas"]["Pickup"];
        };
        PickupListRow: {
            __v: number;
            comment: string;
            createdAt: string;
            customerName: string;
            deliveryDate: string | null;
            depotShortName: string | null;
            details: components["schemas"]["PickupDetails"];
            driverName: string | null;
            expectedDeadlineDate: string | null;
            externalIds: {
                [key: string]: string;
            };
            factoryShortName: string;
            id: string;
            jobId: string | null;
            kg: number;
            orderIds: string[];
            pallets: number;
            pickupId: string;
            releaseDate: string | null;
            /** @enum {string} */
            status: "new" | "scheduled" | "reserved" | "arrived" | "shipped" | "cancelled";
            timeSlot: components["schemas"]["FreightTimeSlot"] | null;
            transporterId: string | null;
            truckLicensePlateNumber: string | null;
            updatedAt: string;
        };
        PickupsChanged: {
            message: string;
            pickups: components["schemas"]["Pickup"][];
        };
        PingResult: {
            code: string;
            message: string;
            ms: number;
            ok: boolean;
            status: number | null;
            viaProxy: boolean;
        };
        Placement: {
            dx: number;
            dy: number;
            level: number;
            loadSeq: number;
            pallet: components["schemas"]["PackPallet"];
            rotated: boolean;
            x: number;
            y: number;
        };
        PlanningJobProgress: {
            bestCost?: number;
            done: number;
            elapsedMs?: number;
            phase: string;
            total: number;
        };
        Preference: {
            value: ({
                [key: string]: string;
            } | {
                columns: {
                    colId: string;
                    hide?: boolean;
                    width?: number;
                }[];
                filter: {
                    [key: string]: {
                        /** @constant */
                        type: "contains";
                        value: string;
                    } | {
                        /** @constant */
                        type: "equals";
                        value: string;
                    } | {
                        /** @constant */
                        type: "in";
                        values: string[];
                    } | {
                        /** @constant */
                        type: "blank";
                    };
                };
                quickFilter?: string;
                sort: {
                    /** @enum {string} */
                    dir: "asc" | "desc";
                    field: string;
                }[];
            }) | null;
            view: string;
        };
        PriceAuditBreakdown: {
            distanceFee: number;
            dropOffs: number;
            feesOn: string;
            includedWaypoints: number;
            km: number;
            palletFee: number;
            pallets: components["schemas"]["AuditPallets"][];
            pricePerWaypoint: number;
            range: components["schemas"]["AuditRange"] | null;
            total: number;
            truckType: string | null;
            waypointFee: number;
        };
        ProcessOrders: {
            jobId: string;
            jobsInFrontOfThisOne: number;
            message: string;
        };
        Product: {
            __v: number;
            dummy: boolean;
            id: string;
            itemId: string;
            kgPerPallet: number;
            kgPerUnit: number;
            name: string;
            palletType: string;
            priority: number;
            unit: string;
            unitPerPallet: number;
        };
        ProductLoadJob: {
            created: number;
            done: number;
            errors: components["schemas"]["ProductRowError"][];
            fileName: string;
            finishedAt: string | null;
            id: string;
            message: string | null;
            phase: components["schemas"]["ProductLoadPhase"];
            saved: boolean;
            startedAt: string;
            /** @enum {string} */
            status: "processing started" | "work in progress" | "ready" | "cancelled";
            total: number;
            updated: number;
        };
        /** @enum {string} */
        ProductLoadPhase: "done" | "reading" | "validating" | "saving";
        ProductLookupResult: {
            notFound: string[];
            result: components["schemas"]["Product"][];
        };
        ProductRowError: {
            code: components["schemas"]["ProductRowErrorCode"];
            /** @enum {string} */
            field: "itemId" | "name" | "unit" | "kgPerUnit" | "kgPerPallet" | "unitPerPallet" | "palletType" | "priority";
            message: string;
            row: number;
        };
        /** @enum {string} */
        ProductRowErrorCode: "DUPLICATED_VALUE" | "INVALID_VALUE" | "IS_NOT_POSITIVE" | "IS_NOT_POSITIVE_INTEGER" | "MISSING_REQUIRED_FIELD";
        ProductSave: {
            message: string;
            product?: components["schemas"]["Product"];
            products?: components["schemas"]["Product"][];
        };
        ReplayChangedRecord: {
            differences: components["schemas"]["ReplayDifference"][];
            id: string;
            verdict: {
                changedValues: {
                    field: string;
                    from?: unknown;
                    to?: unknown;
                }[];
                newlyRefused: boolean;
                newlyWarned: string[];
                noLongerRefused: boolean;
            };
        };
        ReplayDifference: {
            after?: unknown;
            before?: unknown;
            key: string;
            kind: components["schemas"]["ReplayDifferenceKind"];
        };
        /** @enum {string} */
        ReplayDifferenceKind: "field" | "warning" | "denied" | "change";
        ResolvedRule: {
            conditions: {
                all: components["schemas"]["RuleCondition"][];
            } | {
                any: components["schemas"]["RuleCondition"][];
            } | {
                not: components["schemas"]["RuleCondition"];
            };
            description?: string;
            /** @enum {string} */
            entity: "user" | "baseConfig" | "vehicle" | "order" | "orderItem" | "importRow" | "freight" | "pickup" | "calendarOverride" | "freightCost" | "waypointCost" | "palletFee" | "product" | "transporter" | "fleet" | "depot" | "factory" | "externalIdName";
            event: {
                params: {
                    field: string;
                    message?: string;
                    /** @enum {string} */
                    messageKey?: "required" | "percent" | "positive" | "nonNegative" | "positiveInteger" | "nonNegativeInteger" | "email" | "time" | "noSpaces" | "maxValue" | "minExclusive" | "dateNotEarlier" | "inactiveDefaultVehicle" | "phone" | "workday" | "dateFieldWorkday" | "dateFormat" | "rangeFormat" | "range" | "timeHint" | "packingAlgorithm" | "maxLength" | "invalidValue";
                    messageParams?: {
                        [key: string]: string | number | {
                            fact: string;
                            /** @constant */
                            format?: "number";
                            params?: {
                                [key: string]: unknown;
                            };
                            path?: string;
                        };
                    };
                    /** @enum {string} */
                    scope?: "field" | "record";
                };
                /** @constant */
                type: "fieldError";
            } | {
                params: {
                    code: string;
                    field: string;
                    message?: string;
                    /** @enum {string} */
                    messageKey?: "required" | "percent" | "positive" | "nonNegative" | "positiveInteger" | "nonNegativeInteger" | "email" | "time" | "noSpaces" | "maxValue" | "minExclusive" | "dateNotEarlier" | "inactiveDefaultVehicle" | "phone" | "workday" | "dateFieldWorkday" | "dateFormat" | "rangeFormat" | "range" | "timeHint" | "packingAlgorithm" | "maxLength" | "invalidValue";
                    messageParams?: {
                        [key: string]: string | number | {
                            fact: string;
                            /** @constant */
                            format?: "number";
                            params?: {
                                [key: string]: unknown;
                            };
                            path?: string;
                        };
                    };
                };
                /** @constant */
                type: "invalidReason";
            } | {
                params: {
                    code: string;
                    message?: string;
                    /** @enum {string} */
                    messageKey?: "required" | "percent" | "positive" | "nonNegative" | "positiveInteger" | "nonNegativeInteger" | "email" | "time" | "noSpaces" | "maxValue" | "minExclusive" | "dateNotEarlier" | "inactiveDefaultVehicle" | "phone" | "workday" | "dateFieldWorkday" | "dateFormat" | "rangeFormat" | "range" | "timeHint" | "packingAlgorithm" | "maxLength" | "invalidValue";
                    messageParams?: {
                        [key: string]: string | number | {
                            fact: string;
                            /** @constant */
                            format?: "number";
                            params?: {
                                [key: string]: unknown;
                            };
                            path?: string;
                        };
                    };
                };
                /** @constant */
                type: "warning";
            } | {
                params: {
                    compute?: {
                        fact: string;
                        params?: {
                            [key: string]: unknown;
                        };
                        path?: string;
                    };
                    field: string;
                    value?: unknown;
                };
                /** @constant */
                type: "set";
            } | {
                params: {
                    fields: string[];
                    message?: string;
                };
                /** @constant */
                type: "denyFields";
            } | {
                params: {
                    fields: string[];
                    message?: string;
                };
                /** @constant */
                type: "allowOnlyFields";
            };
            /** @enum {string} */
            family: "validation" | "deadlines" | "capacity" | "freightWarnings" | "permissions" | "masterData";
            file: string;
            locked?: boolean;
            name: string;
            priority?: number;
            source: string;
            validFrom?: string;
            validTo?: string;
        };
        ResolvedRuleSet: {
            hash?: string;
            importColumns?: components["schemas"]["ImportConfig"];
            mode: string;
            rules: components["schemas"]["ResolvedRule"][];
        };
        RoutePlan: {
            cO2Emission: {
                consumption: number;
                /** @enum {string} */
                fuel: "DIESEL" | "PETROL" | "AUTOGAS" | "CNG_LNG";
                kg: number;
            };
            distanceMeter: number;
            /** @enum {string} */
            distanceSource: "road" | "estimate";
            durationSecond: number;
            estimated: boolean;
            geometry: {
                coordinates: [
                    number,
                    number
                ][];
                /** @constant */
                type: "LineString";
            };
            legality: {
                legal: boolean;
                warnings: string[];
            };
            legs: {
                distanceMeter: number;
                durationSecond: number;
            }[];
            note: string;
            provider: string;
            restrictedSections: {
                from: [
                    number,
                    number
                ];
                limit: number;
                meters: number;
                /** @enum {string} */
                reason: "hgv" | "maxweight" | "maxaxleload" | "maxheight";
                to: [
                    number,
                    number
                ];
                wayId: number;
            }[];
            snapDistancesMeter?: number[];
            tariff: components["schemas"]["Tariff"];
            traversedZones: {
                center: [
                    number,
                    number
                ];
                exceeded: boolean;
                id: string;
                name: string;
                radiusMeter: number;
                weightLimitKg: number;
            }[];
            waypointOrder: number[];
            waypoints: {
                address?: string;
                geometry: {
                    coordinates: [
                        number,
                        number
                    ];
                    /** @constant */
                    type: "Point";
                };
                id?: string;
                isDepot?: boolean;
                restrictions?: {
                    weightLimit?: number | null;
                };
            }[];
        };
        RuleCondition: {
            fact: string;
            /** @enum {string} */
            operator: "equal" | "notEqual" | "in" | "notIn" | "contains" | "doesNotContain" | "lessThan" | "lessThanInclusive" | "greaterThan" | "greaterThanInclusive" | "violates" | "isEmpty" | "dateBefore" | "dateAfter" | "inRoleGroup";
            params?: {
                [key: string]: unknown;
            };
            path?: string;
            value?: unknown;
        } | {
            all: components["schemas"]["RuleCondition"][];
        } | {
            any: components["schemas"]["RuleCondition"][];
        } | {
            not: components["schemas"]["RuleCondition"];
        };
        RuleRecord: {
            ctx: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            entity: "order" | "freight";
            id: string;
            values: {
                [key: string]: unknown;
            };
        };
        RulesReplay: {
            byKind: {
                change: number;
                denied: number;
                field: number;
                warning: number;
            };
            changed: components["schemas"]["ReplayChangedRecord"][];
            compared: number;
            currentHash: string | null;
            draftHash: string | null;
            /** @enum {string} */
            entity: "user" | "baseConfig" | "vehicle" | "order" | "orderItem" | "importRow" | "freight" | "pickup" | "calendarOverride" | "freightCost" | "waypointCost" | "palletFee" | "product" | "transporter" | "fleet" | "depot" | "factory" | "externalIdName";
            mode: string;
            totals: {
                changedValues: number;
                newlyRefused: number;
                newlyWarned: number;
                noLongerRefused: number;
            };
        };
        RulesStatus: {
            files: string[];
            hash: string | null;
            lastRefused: {
                at: string;
                problems: string[];
                superseded: boolean;
            } | null;
            loadedAt: string;
            mode: string;
        };
        RuleTrace: {
            computed?: components["schemas"]["DateCalcTrace"];
            conditions: components["schemas"]["ConditionTrace"];
            event: {
                params: {
                    field: string;
                    message?: string;
                    /** @enum {string} */
                    messageKey?: "required" | "percent" | "positive" | "nonNegative" | "positiveInteger" | "nonNegativeInteger" | "email" | "time" | "noSpaces" | "maxValue" | "minExclusive" | "dateNotEarlier" | "inactiveDefaultVehicle" | "phone" | "workday" | "dateFieldWorkday" | "dateFormat" | "rangeFormat" | "range" | "timeHint" | "packingAlgorithm" | "maxLength" | "invalidValue";
                    messageParams?: {
                        [key: string]: string | number | {
                            fact: string;
                            /** @constant */
                            format?: "number";
                            params?: {
                                [key: string]: unknown;
                            };
                            path?: string;
                        };
                    };
                    /** @enum {string} */
                    scope?: "field" | "record";
                };
                /** @constant */
                type: "fieldError";
            } | {
                params: {
                    code: string;
                    field: string;
                    message?: string;
                    /** @enum {string} */
                    messageKey?: "required" | "percent" | "positive" | "nonNegative" | "positiveInteger" | "nonNegativeInteger" | "email" | "time" | "noSpaces" | "maxValue" | "minExclusive" | "dateNotEarlier" | "inactiveDefaultVehicle" | "phone" | "workday" | "dateFieldWorkday" | "dateFormat" | "rangeFormat" | "range" | "timeHint" | "packingAlgorithm" | "maxLength" | "invalidValue";
                    messageParams?: {
                        [key: string]: string | number | {
                            fact: string;
                            /** @constant */
                            format?: "number";
                            params?: {
                                [key: string]: unknown;
                            };
                            path?: string;
                        };
                    };
                };
                /** @constant */
                type: "invalidReason";
            } | {
                params: {
                    code: string;
                    message?: string;
                    /** @enum {string} */
                    messageKey?: "required" | "percent" | "positive" | "nonNegative" | "positiveInteger" | "nonNegativeInteger" | "email" | "time" | "noSpaces" | "maxValue" | "minExclusive" | "dateNotEarlier" | "inactiveDefaultVehicle" | "phone" | "workday" | "dateFieldWorkday" | "dateFormat" | "rangeFormat" | "range" | "timeHint" | "packingAlgorithm" | "maxLength" | "invalidValue";
                    messageParams?: {
                        [key: string]: string | number | {
                            fact: string;
                            /** @constant */
                            format?: "number";
                            params?: {
                                [key: string]: unknown;
                            };
                            path?: string;
                        };
                    };
                };
                /** @constant */
                type: "warning";
            } | {
                params: {
                    compute?: {
                        fact: string;
                        params?: {
                            [key: string]: unknown;
                        };
                        path?: string;
                    };
                    field: string;
                    value?: unknown;
                };
                /** @constant */
                type: "set";
            } | {
                params: {
                    fields: string[];
                    message?: string;
                };
                /** @constant */
                type: "denyFields";
            } | {
                params: {
                    fields: string[];
                    message?: string;
                };
                /** @constant */
                type: "allowOnlyFields";
            };
            family: string;
            file: string;
            fired: boolean;
            priority: number;
            rule: string;
            source: string;
            version?: {
                relevantDate: string;
                selectedBy?: string;
                validFrom?: string;
                validTo?: string;
            };
        };
        Search: {
            hits: components["schemas"]["SearchHit"][];
        };
        SearchHit: {
            details: string[];
            id: string;
            /** @enum {string} */
            kind: "order" | "freight" | "pickup";
            rank: number;
            status: string;
            title: string;
        };
        SendOffers: {
            message: string;
            offers: components["schemas"]["Offer"][];
        };
        StatSeriesPoint: {
            bucket: string;
            cost: number;
            count: number;
            income: number;
            key: string;
            kg: number;
            pallets: number;
        };
        Tariff: {
            /** @constant */
            currency: "HUF";
            /** @constant */
            estimated: true;
            externalCosts: number;
            infrastructure: number;
            rateYear: number;
            tolledMeters: number;
            total: number;
        };
        TimeSlotBooking: {
            __v: number;
            arrivedAt: string | null;
            date: string;
            dockId: string;
            dockName: string;
            driverName: string | null;
            id: string;
            /** @enum {string} */
            kind: "freight" | "pickup";
            label: string;
            number: string;
            pallets: number;
            punctuality: ("early" | "onTime" | "late") | null;
            /** @enum {string} */
            status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            time: string;
            timeSlotWidth: number;
            transporterId: string | null;
            transporterName: string | null;
            truckLicensePlateNumber: string | null;
        };
        TimeSlotState: {
            bookings: components["schemas"]["TimeSlotBooking"][];
            canBook: boolean;
            canConfirmArrival: boolean;
            date: string;
            depotName: string;
            depotShortName: string;
            docks: components["schemas"]["Dock"][];
            freeDocks: string[];
            freeTimeSlots: string[];
            lengthOfTimeSlot: number;
            occupied: {
                dockId: string;
                own: boolean;
                time: string;
                timeSlotWidth: number;
            }[];
            reservationsLeft: number | null;
            showsPickups: boolean;
            timeSlots: string[];
            waiting: components["schemas"]["TimeSlotWaiting"][];
        };
        TimeSlotWaiting: {
            __v: number;
            date: string;
            id: string;
            /** @enum {string} */
            kind: "freight" | "pickup";
            number: string;
            pallets: number;
            /** @enum {string} */
            status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
            transporterId: string | null;
            transporterName: string | null;
            truckLicensePlateNumber: string | null;
        };
        Transporter: {
            __v: number;
            active: boolean;
            companyName: string;
            id: string;
            shortName: string;
        };
        TransporterPunctuality: {
            arrived: number;
            averageLateMinutes: number;
            booked: number;
            early: number;
            late: number;
            noShow: number;
            onTime: number;
            transporterId: string;
            transporterName: string;
        };
        TransporterSave: {
            message: string;
            transporter: components["schemas"]["Transporter"];
        };
        TruckFloor: {
            length: number;
            width: number;
        };
        User: {
            __v: number;
            active: boolean;
            email: string | null;
            firstName: string | null;
            id: string;
            lastName: string | null;
            /** @enum {string} */
            role: "superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor";
            transporter: string | null;
            username: string;
        };
        UserSave: {
            message: string;
            user: components["schemas"]["User"];
        };
        Vehicle: {
            __v: number;
            active: boolean;
            crane: boolean;
            default: boolean;
            id: string;
            kgCapacity: number;
            palletCapacity: number;
            truckLicensePlateNumber: string | null;
            truckType: string | null;
            vehicleId: string;
        };
        VehicleDelete: {
            id: string;
            message: string;
        };
        VehicleSave: {
            message: string;
            vehicle: components["schemas"]["Vehicle"];
        };
        VersionInfo: {
            buildVersion: string;
            /** @enum {string} */
            configMode: "logistics" | "marka" | "wienerberger" | "topolisz" | "barabas";
            version: string;
        };
        ViewConfig: {
            favicon: string;
            largeLogo: string;
            logo: string;
            productCategory: string[];
            theme: {
                primary: string;
            };
            title: string;
        };
        WarningMessage: {
            code: string;
            message: string;
            rule: string;
        };
        WaypointCost: {
            __v: number;
            factoryId: string | null;
            id: string;
            includedWaypoints: number;
            pricePerWaypoint: number;
            truckType: string | null;
        };
        WeightZone: {
            center: [
                number,
                number
            ];
            id: string;
            name: string;
            radiusMeter: number;
            weightLimitKg: number;
        };
    };
    responses: {
        /** @description Invalid input: a body, query or path parameter that fails its schema (`details` per field), malformed JSON, a text with characters that cannot be stored, a body nested too deep. Codes: common.badRequest, common.invalidCharacters, common.tooDeep, common.unknownColumn, <area>.*. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The record changed since it was read (stale `__v`), a unique value is already taken, or the record is in a state that does not allow it. Codes: common.staleVersion, common.duplicateRow, <area>.*. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The caller's role may not call it. Codes: common.forbidden, <area>.*. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The caller's role may not call it, or the config mode's rules refuse a field it changes. Codes: common.forbidden, <area>.*. */
        ForbiddenWrite: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such record, or one the caller may not see (a transporter sees only its own). Codes: common.notFound, <area>.*. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is not `application/json`. */
        NotJson: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Refused by the config mode's rules (rules/<mode>/*.json): `details` holds a message per field. */
        RefusedByRules: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Unexpected server error (logged). Codes: common.serverError. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is larger than the call accepts. Codes: common.tooLarge. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Not signed in: no token, or one that expired or was revoked. Codes: common.unauthorized. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The database is unavailable for a moment (restart, failover): the call may be repeated. Codes: common.databaseUnavailable. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getApiAdminareamapCitiesGeojson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": components["schemas"]["AreaFeatureCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiAdminareamapCountiesGeojson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/geo+json": components["schemas"]["AreaFeatureCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiBaseConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiBaseConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseConfigSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiBaseConfigId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseConfigSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiBaseConfigPing: {
        parameters: {
            query: {
                forwardTo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiCalendar: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarOverride"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["CalendarOverride"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    date?: string;
                    workday: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiCalendarId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    date?: string;
                    workday?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiCalendarId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiCalendarQuery: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarOverride"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiCapacityEstimate: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["CapacityEstimate"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiCapacityEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v: number;
                    comment?: string;
                    /** Format: date */
                    date?: string;
                    /** Format: uuid */
                    id: string;
                    returning?: boolean;
                    vehicles?: {
                        quantity: number;
                        truckType: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CapacitySave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiCapacityEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    comment?: string;
                    /** Format: date */
                    date: string;
                    /** @default false */
                    returning?: boolean;
                    /** Format: uuid */
                    transporterId?: string;
                    vehicles: {
                        quantity: number;
                        truckType: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CapacitySave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiCapacityEstimateId: {
        parameters: {
            query?: {
                __v?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiCapacityEstimateCheckChanges: {
        parameters: {
            query?: {
                count?: number;
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        hasChanges: boolean;
                        latest: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiCapacityEstimateShortages: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CapacityShortage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiCargoplanGetsvg: {
        parameters: {
            query: {
                freightId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such freight, or one the caller may not see. Code: common.notFound. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiChangesStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The caller did not ask for an event stream. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiDemoSettlements: {
        parameters: {
            query: {
                count: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoSettlements"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiDepots: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Depot"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["DepotListRow"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiDepots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    /** @default [] */
                    docks?: {
                        id?: string;
                        name: string;
                    }[];
                    geometry?: {
                        coordinates: [
                            number,
                            number
                        ];
                        /** @constant */
                        type: "Point";
                    } | null;
                    /** @default true */
                    isActive?: boolean;
                    /** @default 30 */
                    lengthOfTimeSlot?: number;
                    name: string;
                    /** @default [] */
                    openingHours?: {
                        from: string;
                        to: string;
                        weekday: number;
                    }[];
                    shortName: string;
                    /** @default 5 */
                    timeSlotReservationLimit?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepotSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiDepotsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    address?: string | null;
                    docks?: {
                        id?: string;
                        name: string;
                    }[];
                    geometry?: {
                        coordinates: [
                            number,
                            number
                        ];
                        /** @constant */
                        type: "Point";
                    } | null;
                    isActive?: boolean;
                    lengthOfTimeSlot?: number;
                    name?: string;
                    openingHours?: {
                        from: string;
                        to: string;
                        weekday: number;
                    }[];
                    shortName?: string;
                    timeSlotReservationLimit?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepotSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiDepotsDocks: {
        parameters: {
            query?: {
                depotShortName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepotDock"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiDepotsGeometryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        geometry: {
                            coordinates: [
                                number,
                                number
                            ];
                            /** @constant */
                            type: "Point";
                        } | null;
                        id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiEvents: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["Event"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiEventsDetailsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiExternalIdNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalIdNames"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiExternalIdNames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lists: {
                        cargo?: {
                            displayName: string;
                            freightFilter: boolean;
                            main: boolean;
                            name: string;
                            orderFilter: boolean;
                            rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
                        }[];
                        freight?: {
                            displayName: string;
                            freightFilter: boolean;
                            main: boolean;
                            name: string;
                            orderFilter: boolean;
                            rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
                        }[];
                        order?: {
                            displayName: string;
                            freightFilter: boolean;
                            main: boolean;
                            name: string;
                            orderFilter: boolean;
                            rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
                        }[];
                        orderItem?: {
                            displayName: string;
                            freightFilter: boolean;
                            main: boolean;
                            name: string;
                            orderFilter: boolean;
                            rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
                        }[];
                        pickup?: {
                            displayName: string;
                            freightFilter: boolean;
                            main: boolean;
                            name: string;
                            orderFilter: boolean;
                            rolesAllowedToEdit: ("superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor")[];
                        }[];
                    };
                    versions?: {
                        cargo?: number;
                        freight?: number;
                        order?: number;
                        orderItem?: number;
                        pickup?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lists: components["schemas"]["ExternalIdNameLists"];
                        message: string;
                        versions: {
                            cargo: number;
                            freight: number;
                            order: number;
                            orderItem: number;
                            pickup: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFactories: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Factory"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["Factory"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFactories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    depotShortName: string;
                    /** @default true */
                    isActive?: boolean;
                    name?: string | null;
                    shortName: string;
                    /** @default true */
                    useDefaultFreightCostsSettings?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FactorySave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFactoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    address?: string | null;
                    depotShortName?: string;
                    isActive?: boolean;
                    name?: string | null;
                    shortName?: string;
                    useDefaultFreightCostsSettings?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FactorySave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFleet: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetVehicle"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["FleetVehicle"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFleet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v: number;
                    contact?: string | null;
                    id: string;
                    transporterId?: string;
                    truckLicensePlateNumber?: string;
                    truckType?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFleet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contact?: string | null;
                    transporterId: string;
                    truckLicensePlateNumber: string;
                    truckType: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiFleetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchApiFleetBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        __v: number;
                        changes: {
                            contact?: string | null;
                            transporterId?: string;
                            truckLicensePlateNumber?: string;
                            truckType?: string;
                        };
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fleet: components["schemas"]["FleetVehicle"][];
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightBill: {
        parameters: {
            query?: {
                differences?: "true" | "false";
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                from?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["FreightBillRow"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightBillId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v: number;
                    billedAmount?: number | string | null;
                    billNumber?: string | null;
                    comment?: string | null;
                    costCentre?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightBillIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightBillIdAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillAudit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightBillIdCostCentre: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    costCentre: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightBillIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightBillIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightBillBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billData: {
                        /** Format: date */
                        billDate: string;
                        billNumber: string;
                        comment?: string;
                    };
                    freightIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightBillBatchAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    freightIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightBillBatchDecline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    freightIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchApiFreightBillBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        __v: number;
                        changes: {
                            billedAmount?: number | string | null;
                            billNumber?: string | null;
                            comment?: string | null;
                            costCentre?: string | null;
                        };
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightBillsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightBillCostCentreDescriptions: {
        parameters: {
            query?: {
                statuses?: ("pending" | "accepted" | "declined" | "billed") | ("pending" | "accepted" | "declined" | "billed")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostCentreDescription"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightBillStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ("accepted" | "billed" | "pending" | "declined")[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightCosts: {
        parameters: {
            query?: {
                factoryId?: string;
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightCost"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["FreightCost"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightCosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endDistance: number;
                    factoryId: string | null;
                    /** @default false */
                    overRanges?: boolean;
                    price: number;
                    startDistance: number;
                    truckType?: string | null;
                    /**
                     * @default fixed
                     * @enum {string}
                     */
                    type?: "fixed" | "perKm";
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        freightCost: components["schemas"]["FreightCost"];
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightCostsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    endDistance?: number;
                    factoryId?: string | null;
                    overRanges?: boolean;
                    price?: number;
                    startDistance?: number;
                    truckType?: string | null;
                    /** @enum {string} */
                    type?: "fixed" | "perKm";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        freightCost: components["schemas"]["FreightCost"];
                        message: string;
                        moved: components["schemas"]["FreightCost"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiFreightCostsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeDelete"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiFreightCostsFactoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                        factoryId: string | null;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightOrganizerFix: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmed?: boolean;
                    items: {
                        __v: number;
                        id: string;
                        /** @enum {string} */
                        kind: "freight" | "pickup";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizerFix"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightOrganizerUnfix: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmed?: boolean;
                    items: {
                        __v: number;
                        id: string;
                        /** @enum {string} */
                        kind: "freight" | "pickup";
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizerFix"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreights: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                freightId?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["FreightListRow"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightsIdVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bill?: {
                        [key: string]: unknown;
                    } | null;
                    confirmed?: boolean;
                    deliveryDate?: string | null;
                    driverName?: string | null;
                    excludedFromAutomaticProcessing?: boolean;
                    expectedDeadlineDate?: string | null;
                    externalIds?: {
                        [key: string]: string;
                    };
                    freightCost?: (number | string) | null;
                    freightIncome?: unknown;
                    releaseDate?: string | null;
                    /** @enum {string} */
                    status?: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
                    truckLicensePlateNumber?: string | null;
                    truckType?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightsIdVersionNextStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightsIdVersionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmed?: boolean;
                    /** @enum {string} */
                    status: "new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightsIdVersionTimeSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date?: string;
                    dockId: string | null;
                    time: string | null;
                    timeSlotWidth?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightsIdSetTransporter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    transporterId: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsAssignmentPdfId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightsCancelProcessing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jobId: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelProcessing"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightsCancelSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    freightIds: string[];
                    versions?: {
                        [key: string]: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightsCargoExternalIdIdOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    externalIds: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsCheckChangesId: {
        parameters: {
            query?: {
                count?: number;
                date?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckFreightChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightsCheckSelections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        __v?: number;
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckFreightSelections"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightsCommentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v: number;
                    comment: string;
                    modifiedByTransporter?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightsDateDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    options?: {
                        forceDate?: boolean;
                        forceMerge?: boolean;
                        manual?: boolean;
                    };
                    orderIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombineOrders"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsFreightDetailsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsFreightNumbers: {
        parameters: {
            query?: {
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsGeometryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightGeometry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsPackingPlanPdfId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsPdfId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightsProcessOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    options?: {
                        forceDate?: boolean | string;
                        forceMerge?: boolean;
                        manual?: boolean;
                    };
                    orderIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessOrders"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsQueryMap: {
        parameters: {
            query: {
                depot?: string;
                from: string;
                statuses?: string;
                to: string;
                transporterId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Map"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsQueryOrganizer: {
        parameters: {
            query: {
                depot?: string;
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsQueryTimeSlots: {
        parameters: {
            query: {
                date: string;
                depotShortName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KindTimeSlots"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightsSeparateFreight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    freightId: string;
                    freightVersion: number;
                    orderId: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: components["schemas"]["Freight"];
                        message: string;
                        original: components["schemas"]["Freight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightsSplitCargoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cargo: {
                        index: number;
                        orderId: string;
                        packedDownQuantity?: number;
                        /** @default false */
                        selected?: boolean;
                    }[];
                    /** @enum {string} */
                    cargoSplitType: "byPallet" | "byQuantity";
                    /** @default  */
                    reason?: string;
                    /** @enum {string} */
                    transportStatus: "unknown" | "stockShortage" | "damagedGoods" | "damageDuringLoading" | "damageDuringTransport" | "handoverFailed" | "pickupTiming" | "truckFull" | "replan" | "productUpdate";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: components["schemas"]["Freight"];
                        message: string;
                        original: components["schemas"]["Freight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ("new" | "published" | "answered" | "accepted" | "reserved" | "scheduled" | "finalized" | "arrived" | "delivery" | "shipped" | "finished" | "billed" | "cancelled")[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiFreightsUncancelSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    freightIds: string[];
                    versions?: {
                        [key: string]: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsWaypointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightWaypoints"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchApiFreightsWaypointsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v: number;
                    waypoints: {
                        address: string;
                        /** @default [] */
                        orderIds?: string[];
                        point: {
                            coordinates: [
                                number,
                                number
                            ];
                            /** @constant */
                            type: "Point";
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightWaypoints"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiFreightsWaypointsOriginalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightOriginalWaypoints"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiFreightsWaypointsPreviewId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    waypoints: {
                        address: string;
                        /** @default [] */
                        orderIds?: string[];
                        point: {
                            coordinates: [
                                number,
                                number
                            ];
                            /** @constant */
                            type: "Point";
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightWaypointsPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            /** @description A part is not ready: the document names it (notReady) with its Hungarian message. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getApiModules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Module"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiModulesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    config?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Module"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiModulesActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveModules"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOffers: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["Offer"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiOffersAcceptId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    comment?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiOffersComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    comment: string;
                    freightId: string;
                    /** Format: uuid */
                    transporterId: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOffersDetailsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiOffersRejectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    comment?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontend: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiOrdersFrontend: {
        parameters: {
            query?: {
                confirmed?: "true" | "false";
                force?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    comment?: string;
                    customer: {
                        /** @default  */
                        customerCode?: string;
                        /** @default  */
                        email?: string;
                        name: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        recipientName?: string;
                        /** @default  */
                        recipientPhone?: string;
                    };
                    /** @default  */
                    deliveryAddress?: string;
                    /** @default null */
                    deliveryInterval?: number | null;
                    /** @default null */
                    deliveryIntervalType?: ("calendarDay" | "workday") | null;
                    deliveryToSite?: boolean;
                    /** @default null */
                    erpCode?: string | null;
                    expectedDeadlineDate?: string | "" | null;
                    /** @default {} */
                    externalIds?: {
                        deliverySpec?: string | null;
                        incoterm?: string | null;
                        orderNr?: string | null;
                    } & {
                        [key: string]: string | null;
                    };
                    factoryShortName: string;
                    firstReleaseDateEstimation?: string | "" | null;
                    orderDate?: string | "" | null;
                    orderDeadlineDate?: string | "" | null;
                    orderId?: string;
                    orderItems?: {
                        deadlineDate?: string | "" | null;
                        /** @default {} */
                        externalIds?: {
                            [key: string]: string | null;
                        };
                        /** Format: uuid */
                        id?: string;
                        itemId: string;
                        kg: number;
                        /** @default  */
                        name?: string;
                        /** @default 0 */
                        palletsCount?: number;
                        /** @default EUR */
                        palletType?: string;
                        quantity: number;
                        releaseDate?: string | "" | null;
                        /** @default db */
                        unit?: string;
                    }[];
                    /** @default [] */
                    preferredTrucks?: string[];
                    /** @default null */
                    productCategory?: string | null;
                    releaseDate?: string | "" | null;
                    /**
                     * @default delivery
                     * @enum {string}
                     */
                    type?: "delivery" | "pickup";
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiOrdersFrontendId: {
        parameters: {
            query: {
                confirmed?: "true" | "false";
                version: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiOrdersFrontendId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        orderId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendAutoProcessing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isAutoProcessing: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiOrdersFrontendAutoProcessing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isAutoProcessing: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isAutoProcessing: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchApiOrdersFrontendBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmed?: boolean;
                    items: {
                        __v: number;
                        changes: {
                            comment?: string;
                            customer?: {
                                customerCode?: string;
                                email?: string;
                                name?: string;
                                phone?: string;
                                recipientName?: string;
                                recipientPhone?: string;
                            };
                            deliveryAddress?: string;
                            deliveryInterval?: number | null;
                            deliveryIntervalType?: ("calendarDay" | "workday") | null;
                            deliveryToSite?: boolean;
                            erpCode?: string | null;
                            expectedDeadlineDate?: string | "" | null;
                            externalIds?: {
                                deliverySpec?: string | null;
                                incoterm?: string | null;
                                orderNr?: string | null;
                            } & {
                                [key: string]: string | null;
                            };
                            factoryShortName?: string;
                            firstReleaseDateEstimation?: string | "" | null;
                            orderDate?: string | "" | null;
                            orderDeadlineDate?: string | "" | null;
                            orderItems?: {
                                deadlineDate?: string | "" | null;
                                /** @default {} */
                                externalIds?: {
                                    [key: string]: string | null;
                                };
                                /** Format: uuid */
                                id?: string;
                                itemId: string;
                                kg: number;
                                /** @default  */
                                name?: string;
                                /** @default 0 */
                                palletsCount?: number;
                                /** @default EUR */
                                palletType?: string;
                                quantity: number;
                                releaseDate?: string | "" | null;
                                /** @default db */
                                unit?: string;
                            }[];
                            preferredTrucks?: string[];
                            productCategory?: string | null;
                            releaseDate?: string | "" | null;
                            /** @enum {string} */
                            type?: "delivery" | "pickup";
                        };
                        orderId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        orders: components["schemas"]["Order"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendCheckChanges: {
        parameters: {
            query?: {
                count?: number;
                since?: string;
                versions?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendCheckChangesSlash: {
        parameters: {
            query?: {
                count?: number;
                since?: string;
                versions?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendCheckProcessing: {
        parameters: {
            query?: {
                jobId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersProcessingStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiOrdersFrontendCheckSelections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        __v?: number;
                        orderId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckSelections"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendCheckVersionIdVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiOrdersFrontendCloseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendCustomers: {
        parameters: {
            query?: {
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCustomerSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendDateDateType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiOrdersFrontendExcelimport: {
        parameters: {
            query?: {
                check?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExcelImportCheck"] | components["schemas"]["ExcelImportSave"];
                };
            };
            /** @description Saved (without `?check=true`): every row was valid. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExcelImportCheck"] | components["schemas"]["ExcelImportSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            /** @description Some row has errors: nothing saved; `details` per row and field, and the check answer's `rows` and `errorCount` on top. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendExistsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendGenerateIds: {
        parameters: {
            query: {
                date?: string;
                factoryShortName: string;
                ids?: ("orderId" | "externalIds.orderNr") | ("orderId" | "externalIds.orderNr")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedIds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description No such factory (`details.factoryShortName`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiOrdersFrontendGeocode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    temporaryCustomerId: string | number;
                }[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        geocodedAPs: components["schemas"]["GeocodedAddress"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendOrderDetailsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiOrdersFrontendOrderIds: {
        parameters: {
            query?: {
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiOrdersFrontendRecipientPhoneId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    recipientPhone: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiOrdersFrontendReopenId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPalletFees: {
        parameters: {
            query?: {
                factoryId?: string;
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PalletFee"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["PalletFee"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiPalletFees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    factoryId: string | null;
                    palletType?: string | null;
                    pricePerPallet: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        palletFee: components["schemas"]["PalletFee"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPalletFeesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    factoryId?: string | null;
                    palletType?: string | null;
                    pricePerPallet?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        palletFee: components["schemas"]["PalletFee"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiPalletFeesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeDelete"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPickups: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                freightId?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["PickupListRow"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPickupsIdVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string;
                    confirmed?: boolean;
                    deliveryDate?: string | null;
                    driverName?: string | null;
                    expectedDeadlineDate?: string | null;
                    externalIds?: {
                        [key: string]: string;
                    };
                    releaseDate?: string | null;
                    /** @enum {string} */
                    status?: "new" | "scheduled" | "reserved" | "arrived" | "shipped" | "cancelled";
                    truckLicensePlateNumber?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPickupsIdVersionNextStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPickupsIdVersionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmed?: boolean;
                    /** @enum {string} */
                    status: "new" | "scheduled" | "reserved" | "arrived" | "shipped" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPickupsIdVersionTimeSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date?: string;
                    dockId: string | null;
                    time: string | null;
                    timeSlotWidth?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPickupsCancelSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pickupIds: string[];
                    versions?: {
                        [key: string]: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPickupsCargoExternalIdId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    externalIds: {
                        [key: string]: string;
                    };
                    orderId?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPickupsCheckChangesId: {
        parameters: {
            query?: {
                count?: number;
                date?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckFreightChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiPickupsCheckSelections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        __v?: number;
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckFreightSelections"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPickupsPickupDetailsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupDetailsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPickupsPickupNumbers: {
        parameters: {
            query?: {
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiPickupsProcessOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    options?: {
                        forceDate?: boolean | string;
                        forceMerge?: boolean;
                        manual?: boolean;
                    };
                    orderIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessOrders"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPickupsQueryOrganizer: {
        parameters: {
            query: {
                depot?: string;
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPickupsQueryTimeSlots: {
        parameters: {
            query: {
                date: string;
                depotShortName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KindTimeSlots"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiPickupsSplitCargoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cargo: {
                        index: number;
                        orderId: string;
                        packedDownQuantity?: number;
                        /** @default false */
                        selected?: boolean;
                    }[];
                    /** @enum {string} */
                    cargoSplitType: "byPallet" | "byQuantity";
                    /** @default  */
                    reason?: string;
                    /** @enum {string} */
                    transportStatus: "unknown" | "stockShortage" | "damagedGoods" | "damageDuringLoading" | "damageDuringTransport" | "handoverFailed" | "pickupTiming" | "truckFull" | "replan" | "productUpdate";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: components["schemas"]["Pickup"];
                        message: string;
                        original: components["schemas"]["Pickup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPickupsStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ("new" | "scheduled" | "reserved" | "arrived" | "shipped" | "cancelled")[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPickupsUncancelSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pickupIds: string[];
                    versions?: {
                        [key: string]: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiPreferencesView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                view: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiPreferencesView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                view: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiPreferencesView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                view: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiProducts: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["Product"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSave"];
                };
            };
            /** @description Created: the body had no `id`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[] | {
                    itemIds: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductLookupResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiProductsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiProductsLoadClient: {
        parameters: {
            query?: {
                fileName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductLoadJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiProductsLoadClientStatusId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductLoadJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiProductsLoadClientIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductLoadJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolvedRuleSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiRulesCasesMode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ctx?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        entity: "user" | "baseConfig" | "vehicle" | "order" | "orderItem" | "importRow" | "freight" | "pickup" | "calendarOverride" | "freightCost" | "waypointCost" | "palletFee" | "product" | "transporter" | "fleet" | "depot" | "factory" | "externalIdName";
                        expect: {
                            changes?: {
                                [key: string]: unknown;
                            };
                            denied?: string[];
                            fields?: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            match?: "exact" | "subset";
                            warnings?: string[];
                        };
                        file: string;
                        name: string;
                        overrides?: string;
                        values: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiRulesEvaluate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ctx?: {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    engine?: "compiled" | "reference";
                    /** @enum {string} */
                    entity: "user" | "baseConfig" | "vehicle" | "order" | "orderItem" | "importRow" | "freight" | "pickup" | "calendarOverride" | "freightCost" | "waypointCost" | "palletFee" | "product" | "transporter" | "fleet" | "depot" | "factory" | "externalIdName";
                    families?: ("validation" | "deadlines" | "capacity" | "freightWarnings" | "permissions" | "masterData")[];
                    /** @enum {string} */
                    mode?: "logistics" | "marka" | "wienerberger" | "topolisz" | "barabas";
                    rows: {
                        [key: string]: unknown;
                    }[];
                    trace?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mode: string;
                        results: components["schemas"]["EntityResult"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiRulesModesMode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                mode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolvedRuleSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiRulesRecordsEntityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entity: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiRulesReplay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    entity: "order" | "freight";
                    files: {
                        content: unknown;
                        file: string;
                    }[];
                    /** @enum {string} */
                    mode?: "logistics" | "marka" | "wienerberger" | "topolisz" | "barabas";
                    /** @default 1000 */
                    n?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesReplay"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiRulesStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiSearch: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Search"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiStatisticsTable: {
        parameters: {
            query: {
                from: string;
                groupBy?: "depot" | "factory" | "transporter" | "truckType" | "status";
                interval?: "day" | "week" | "month";
                statuses?: string | string[];
                to: string;
            };
            header?: never;
            path: {
                table: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightStatRow"][] | components["schemas"]["OrderStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiStatisticsDetails: {
        parameters: {
            query: {
                from: string;
                groupBy?: "depot" | "factory" | "transporter" | "truckType" | "status";
                key?: string;
                limit?: number;
                offset?: number;
                statuses?: string | string[];
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightStatDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiStatisticsFreights: {
        parameters: {
            query: {
                from: string;
                groupBy?: "depot" | "factory" | "transporter" | "truckType" | "status";
                interval?: "day" | "week" | "month";
                statuses?: string | string[];
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreightStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiTimeSlot: {
        parameters: {
            query: {
                date: string;
                depotShortName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSlotState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiTimeSlotArrivalUndoKindIdVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kind: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"] | components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiTimeSlotArrivalKindIdVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kind: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freight"] | components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiTimeSlotFreeAllTimeDock: {
        parameters: {
            query: {
                date: string;
                depotShortName: string;
                from?: string;
                timeSlotWidth?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreePlace"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiTimeSlotFreeDock: {
        parameters: {
            query: {
                date: string;
                depotShortName: string;
                time: string;
                timeSlotWidth?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dock"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiTimeSlotFreeTime: {
        parameters: {
            query: {
                date: string;
                depotShortName: string;
                dockId: string;
                timeSlotWidth?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiTimeSlotFreeTimeDock: {
        parameters: {
            query: {
                date: string;
                depotShortName: string;
                from?: string;
                timeSlotWidth?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreePlace"] | null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiTimeSlotPunctuality: {
        parameters: {
            query: {
                from: string;
                to: string;
                transporterId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransporterPunctuality"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiTransporters: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transporter"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["Transporter"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiTransporters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    companyName: string;
                    shortName: string;
                } | {
                    __v?: number;
                    active?: boolean;
                    companyName?: string;
                    id?: string;
                    shortName?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransporterSave"];
                };
            };
            /** @description Created: the body had no `id`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransporterSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiTransporters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    companyName: string;
                    shortName: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransporterSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiTransportersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    active?: boolean;
                    companyName?: string;
                    id?: string;
                    shortName?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransporterSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchApiTransportersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        __v: number;
                        changes: {
                            active?: boolean;
                            companyName?: string;
                            shortName?: string;
                        };
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        transporters: components["schemas"]["Transporter"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiTransportersOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    commentFromLogistics?: string;
                    freightId?: string;
                    freightIds?: string[];
                    /** Format: date-time */
                    replyDeadlineDate?: string;
                    transporterIds: string[];
                    waterfall?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendOffers"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiVehicles: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vehicle"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["Vehicle"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiVehicles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    active?: boolean;
                    /** @default false */
                    crane?: boolean;
                    /** @default false */
                    default?: boolean;
                    kgCapacity: number;
                    palletCapacity: number;
                    /** @default  */
                    truckLicensePlateNumber?: string;
                    truckType?: string | null;
                    /** @default  */
                    vehicleId?: string;
                } | {
                    __v?: number;
                    active?: boolean;
                    crane?: boolean;
                    default?: boolean;
                    id: string;
                    kgCapacity?: number;
                    palletCapacity?: number;
                    truckLicensePlateNumber?: string;
                    truckType?: string | null;
                    vehicleId?: string;
                };
            };
        };
        responses: {
            /** @description The vehicle sent back with its id, changed at its version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleSave"];
                };
            };
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiVehiclesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vehicle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiVehiclesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    active?: boolean;
                    crane?: boolean;
                    default?: boolean;
                    kgCapacity?: number;
                    palletCapacity?: number;
                    truckLicensePlateNumber?: string;
                    truckType?: string | null;
                    vehicleId?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiVehiclesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleDelete"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiVehiclesActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vehicle"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchApiVehiclesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        __v: number;
                        changes: {
                            active?: boolean;
                            crane?: boolean;
                            default?: boolean;
                            kgCapacity?: number;
                            palletCapacity?: number;
                            truckLicensePlateNumber?: string;
                            truckType?: string | null;
                            vehicleId?: string;
                        };
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        vehicles: components["schemas"]["Vehicle"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiVehiclesDefaults: {
        parameters: {
            query?: {
                deliveryToSite?: "true" | "false";
                includeInactives?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vehicle"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiVehiclesInactive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vehicle"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getApiWaypointCosts: {
        parameters: {
            query?: {
                factoryId?: string;
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaypointCost"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["WaypointCost"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postApiWaypointCosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    factoryId: string | null;
                    /** @default 1 */
                    includedWaypoints?: number;
                    pricePerWaypoint: number;
                    truckType?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        waypointCost: components["schemas"]["WaypointCost"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putApiWaypointCostsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    factoryId?: string | null;
                    includedWaypoints?: number;
                    pricePerWaypoint?: number;
                    truckType?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        waypointCost: components["schemas"]["WaypointCost"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteApiWaypointCostsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeDelete"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFaviconIco: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getImagesName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLocationReversegeocodeLngLat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lat: string;
                lng: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressFeature"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The point is farther than 30 km from every settlement of the gazetteer. Code: CANNOT_BE_GEOCODED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLocationSearch: {
        parameters: {
            query?: {
                limit?: number;
                query?: string;
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        features: components["schemas"]["AddressFeature"][];
                        source: string;
                        /** @constant */
                        type: "FeatureCollection";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postRoutePlannerLogistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 11500 */
                    axleWeight?: number;
                    /** @default 30 */
                    consumption?: number;
                    /** @default [] */
                    disregardedZones?: string[];
                    endAt?: string;
                    /**
                     * @default EURO6
                     * @enum {string}
                     */
                    euroCategory?: "EURO0" | "EURO1" | "EURO2" | "EURO3" | "EURO4" | "EURO5" | "EURO6" | "LOW_EMISSION" | "ZERO_EMISSION";
                    /** @default false */
                    ferry?: boolean;
                    /** @default true */
                    fixFirst?: boolean;
                    /** @default true */
                    fixLast?: boolean;
                    /**
                     * @default DIESEL
                     * @enum {string}
                     */
                    fuel?: "DIESEL" | "PETROL" | "AUTOGAS" | "CNG_LNG";
                    /** @default true */
                    keepOrder?: boolean;
                    /**
                     * @default FAST
                     * @enum {string}
                     */
                    method?: "ECONOMY" | "FAST" | "SHORT";
                    /** @default true */
                    motorway?: boolean;
                    startAt?: string;
                    useFallback?: boolean;
                    /**
                     * @default J4
                     * @enum {string}
                     */
                    vehicleCategory?: "J2" | "J3" | "J4";
                    waypoints: {
                        address?: string;
                        geometry: {
                            coordinates: [
                                number,
                                number
                            ];
                            /** @constant */
                            type: "Point";
                        };
                        id?: string;
                        isDepot?: boolean;
                        restrictions?: {
                            weightLimit?: number | null;
                        };
                    }[];
                    /** @default 40000 */
                    weight?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutePlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postRoutePlannerRoute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 11500 */
                    axleWeight?: number;
                    /** @default 30 */
                    consumption?: number;
                    /** @default [] */
                    disregardedZones?: string[];
                    endAt?: string;
                    /**
                     * @default EURO6
                     * @enum {string}
                     */
                    euroCategory?: "EURO0" | "EURO1" | "EURO2" | "EURO3" | "EURO4" | "EURO5" | "EURO6" | "LOW_EMISSION" | "ZERO_EMISSION";
                    /** @default false */
                    ferry?: boolean;
                    /** @default true */
                    fixFirst?: boolean;
                    /** @default true */
                    fixLast?: boolean;
                    /**
                     * @default DIESEL
                     * @enum {string}
                     */
                    fuel?: "DIESEL" | "PETROL" | "AUTOGAS" | "CNG_LNG";
                    /** @default true */
                    keepOrder?: boolean;
                    /**
                     * @default FAST
                     * @enum {string}
                     */
                    method?: "ECONOMY" | "FAST" | "SHORT";
                    /** @default true */
                    motorway?: boolean;
                    startAt?: string;
                    useFallback?: boolean;
                    /**
                     * @default J4
                     * @enum {string}
                     */
                    vehicleCategory?: "J2" | "J3" | "J4";
                    waypoints: {
                        address?: string;
                        geometry: {
                            coordinates: [
                                number,
                                number
                            ];
                            /** @constant */
                            type: "Point";
                        };
                        id?: string;
                        isDepot?: boolean;
                        restrictions?: {
                            weightLimit?: number | null;
                        };
                    }[];
                    /** @default 40000 */
                    weight?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutePlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postRoutePlannerWeight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coordinates: [
                        number,
                        number
                    ][];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        zones: components["schemas"]["WeightZone"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getStyle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapStyle"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUsers: {
        parameters: {
            query?: {
                /**
                 * @description Column filters as one JSON object (URL-encoded), column → filter: `{"type":"contains","value":"text"}` (case-insensitive part of the text), `{"type":"equals","value":"x"}`, `{"type":"in","values":["a","b"]}` (one of the values, at most 200) or `{"type":"blank"}` (an empty cell). All filters must hold. A malformed filter or an unknown column is a 400.
                 * @example {"status":{"type":"in","values":["new","published"]},"transporterName":{"type":"contains","value":"trans"}}
                 */
                filter?: string;
                /**
                 * @description The page to answer, from 0. Without any of page, size, sort, filter, q and statuses a short master-data list answers an array of every row; with any of them every list answers {result, filteredCount, totalCount}.
                 * @example 0
                 */
                page?: number;
                /**
                 * @description Quick filter: rows with this text (case-insensitive) in any of the list's text columns.
                 * @example Győr
                 */
                q?: string;
                /**
                 * @description Rows per page, at most 1000; -1 answers every row matching the filter.
                 * @example 50
                 */
                size?: number;
                /**
                 * @description `column:asc` or `column:desc`; repeat the parameter to sort by more columns (at most 5), the first one first: `sort=status:asc&sort=freightId:desc`. A column the list does not have is a 400.
                 * @example [
                 *       "status:asc",
                 *       "freightId:desc"
                 *     ]
                 */
                sort?: string[];
                /**
                 * @description Only rows in one of these statuses (the list's status values, e.g. GET /api/freights/statuses); repeat the parameter for more: `statuses=new&statuses=published`.
                 * @example [
                 *       "new",
                 *       "published"
                 *     ]
                 */
                statuses?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][] | {
                        /** @description Rows matching the filter, `q` and `statuses` (before paging). */
                        filteredCount: number;
                        /** @description The rows of the page asked (every row when `size` is -1). */
                        result: components["schemas"]["User"][];
                        /** @description Rows there are at all (for the caller). */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    putUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    __v?: number;
                    active?: boolean;
                    email?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    password?: string;
                    /** @enum {string} */
                    role?: "superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor";
                    transporter?: string | null;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUsersIdSignOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUsersAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong user name or password (the same for an unknown name). Code: auth.wrongCredentials. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The right password of a deactivated user. Code: auth.inactive. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            /** @description Too many failed sign-ins of this name, or from this address, within 15 minutes: `Retry-After` says how many seconds to wait. Code: auth.throttled. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            500: components["responses"]["ServerError"];
            /** @description More sign-ins wait for a password check than the server takes at once (`Retry-After`), or the database is unavailable. Codes: auth.busy, common.databaseUnavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postUsersAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUsersAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    patchUsersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        __v: number;
                        changes: {
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            /** @enum {string} */
                            role?: "superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor";
                            transporter?: string | null;
                        };
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        users: components["schemas"]["User"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    postUsersRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    password: string;
                    /** @enum {string} */
                    role?: "superadmin" | "admin" | "logistics_manager" | "logistics_viewer" | "production_manager" | "production_viewer" | "transporter_manager" | "transporter_viewer" | "entrance_supervisor";
                    transporter?: string | null;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenWrite"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["NotJson"];
            422: components["responses"]["RefusedByRules"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
}
