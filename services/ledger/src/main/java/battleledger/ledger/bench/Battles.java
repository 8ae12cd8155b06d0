package battleledger.ledger.bench;

import battleledger.kernel.command.Submission;
import battleledger.ledger.app.EncounterService;
import battleledger.ledger.json.CommandJson;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * The load: encounters of three fighters whose turns are played as Dodge, a check the GM calls, and EndTurn, over
 * and over (the spread load), or the GM calling checks on one encounter from every client at once.
 */
final class Battles {

    /** Where commands go: over HTTP, or straight to the command gateway of a service in this JVM. */
    interface Target {
        long command(String encounter, String json) throws Exception;
    }

    static Target http(Service service) {
        return service::command;
    }

    static Target gateway(EncounterService encounters) {
        return (id, json) -> {
            try {
                return encounters.submit(id, new Submission(Submission.GM, CommandJson.read(json).command()))
                        .position();
            } catch (RuntimeException refused) {
                return -1;
            }
        };
    }

    static final String[] FIGHTERS = {"ann", "bob", "orc"};

    /** Creates an encounter over HTTP and starts its combat; answers its fighters in the order they act. */
    static List<String> setUp(Service service, String id) throws Exception {
        service.postOk("/encounters", "{\"id\":\"" + id + "\",\"name\":\"" + id + "\",\"seed\":" + id.hashCode() + "}");
        long position = 0;
        for (String command : setUpCommands()) {
            position = service.command(id, command);
        }
        if (position < 0) {
            throw new IllegalStateException("could not start the combat of " + id);
        }
        List<String> order = new ArrayList<>();
        for (JsonNode place : service.read("/encounters/" + id + "/initiative?after=" + position)) {
            order.add(place.get("combatant").asText());
        }
        return order;
    }

    static String fighter(String id) {
        return "{\"id\":\"" + id + "\",\"name\":\"" + id + "\",\"side\":\"" + (id.equals("orc") ? "orcs" : "party")
                + "\",\"abilities\":{\"str\":12,\"dex\":12,\"con\":12,\"int\":10,\"wis\":10,\"cha\":10},"
                + "\"level\":3,\"ac\":13,\"hp\":20,\"speed\":30,\"size\":\"medium\","
                + "\"attacks\":[{\"name\":\"sword\",\"ability\":\"str\",\"proficiency\":2,\"damage\":\"1d8\","
                + "\"damageType\":\"slashing\",\"reach\":5}]}";
    }

    /** The commands that set an encounter up once it is created: its fighters added, its combat started. */
    static List<String> setUpCommands() {
        List<String> commands = new ArrayList<>();
        for (String f : FIGHTERS) {
            commands.add("{\"type\":\"AddCombatant\",\"combatant\":" + fighter(f) + "}");
        }
        commands.add("{\"type\":\"StartCombat\",\"surprised\":[]}");
        return commands;
    }

    /** One fighter's turn as the driver plays it: Dodge, a check the GM calls, EndTurn. */
    static List<String> turn(String actor) {
        return List.of("{\"type\":\"Dodge\",\"actor\":\"" + actor + "\"}", check(actor), endTurn(actor));
    }

    static String endTurn(String actor) {
        return "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}";
    }

    static String check(String who) {
        return "{\"type\":\"CallForCheck\",\"combatant\":\"" + who + "\",\"ability\":\"str\",\"dc\":10,"
                + "\"purpose\":\"bench\"}";
    }

    /** One client playing turns on its own encounters, one command per call, turn after turn. */
    static final class TurnPlayer implements Clients.Op {
        private final Target target;
        private final List<String> ids;
        private final List<List<String>> orders;
        private final int[] turn;
        private int next;
        private int phase;
        long lastPosition = -1;

        List<String> ids() {
            return ids;
        }

        TurnPlayer(Target target, List<String> ids, List<List<String>> orders) {
            this.target = target;
            this.ids = ids;
            this.orders = orders;
            this.turn = new int[ids.size()];
        }

        @Override
        public boolean call() throws Exception {
            int e = next;
            String actor = orders.get(e).get(turn[e] % orders.get(e).size());
            long position = target.command(ids.get(e), turn(actor).get(phase));
            lastPosition = Math.max(lastPosition, position);
            if (++phase == 3) {
                phase = 0;
                turn[e]++;
                next = (next + 1) % ids.size();
            }
            return position >= 0;
        }
    }
}
