package battleledger.ledger.api;

import io.micronaut.http.HttpRequest;
import jakarta.inject.Singleton;

/**
 * Who is reading a live stream, and so which secrets each of its changes may carry. This is the one place a
 * stream learns its viewer: the default answers the public view (no imperceptible caster named, no roller of a
 * roll whose line keeps the caster secret — 000 › Perceiving a Caster at Work), whatever the request says. Identity
 * (tokens) replaces this bean to give the GM or a player its own view.
 */
@Singleton
class StreamAudience {

    Views.Viewer of(HttpRequest<?> request, String encounterId) {
        return Views.Viewer.PUBLIC;
    }
}
