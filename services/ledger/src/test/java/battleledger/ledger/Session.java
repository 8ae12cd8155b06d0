package battleledger.ledger;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Locale;

/**
 * One encounter driven over HTTP, remembering the store position of its last command so every read asks for
 * read-your-writes ({@code ?after=}).
 */
public final class Session {

    private final Api api;
    private final String id;
    private long position;

    private Session(Api api, String id, long position) {
        this.api = api;
        this.id = id;
        this.position = position;
    }

    public static Session create(Api api, String name, long seed) {
        return create(api, "{\"name\":\"" + name + "\",\"seed\":" + seed + "}");
    }

    public static Session create(Api api, String body) {
        JsonNode created = api.post("/encounters", body).expect(201).json();
        return new Session(api, created.get("id").asText(), created.get("position").asLong());
    }

    public String id() {
        return id;
    }

    public long position() {
        return position;
    }

    /** Sends a command that must be accepted; returns its answer. */
    public JsonNode command(String json) {
        JsonNode answer = api.post("/encounters/" + id + "/commands", json).expect(200).json();
        position = answer.get("position").asLong();
        return answer;
    }

    /** Sends a command that may be refused. */
    public Api.Answer attempt(String json) {
        return api.post("/encounters/" + id + "/commands", json);
    }

    /** Reads a projection as of this session's last command. */
    public JsonNode read(String what) {
        String path = "/encounters/" + id + (what.isEmpty() ? "" : "/" + what)
                + (what.contains("?") ? "&" : "?") + "after=" + position;
        return api.get(path).expect(200).json();
    }

    /** Whether GET /verify passes for this battle. */
    public boolean verified() {
        JsonNode v = api.get("/encounters/" + id + "/verify").expect(200).json();
        if (!v.get("verified").asBoolean()) {
            System.out.println("VERIFY-FAILED " + v.toString().substring(0, Math.min(4000, v.toString().length())));
        }
        return v.get("verified").asBoolean();
    }

    public JsonNode summary() {
        return read("");
    }

    /** A combatant for AddCombatant, with the given Dexterity. */
    /**
     * Ann and Bob (the party, Dex 10, 20 hp) against an orc (Dex 10, 15 hp) with scripted dice — the first three are
     * their initiative, in that order — and combat started.
     */
    public static Session annBobAndOrc(Api api, String id, String name, int... script) {
        Session s = create(api, "{\"id\":\"" + id + "\",\"name\":\"" + name + "\",\"seed\":3,"
                + "\"options\":{\"dice\":{\"mode\":\"scripted\",\"script\":" + java.util.Arrays.toString(script)
                .replace(" ", "") + "}}}");
        s.add(combatant("ann", "party", 10, 20));
        s.add(combatant("bob", "party", 10, 20));
        s.add(combatant("orc", "orcs", 10, 15));
        s.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        return s;
    }

    public static String endTurn(String actor) {
        return "{\"type\":\"EndTurn\",\"actor\":\"" + actor + "\"}";
    }

    public static String combatant(String id, String side, int dex, int hp) {
        String name = id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1);
        return "{\"id\":\"" + id + "\",\"name\":\"" + name + "\",\"side\":\"" + side + "\","
                + "\"abilities\":{\"str\":12,\"dex\":" + dex + ",\"con\":12,\"int\":10,\"wis\":10,\"cha\":10},"
                + "\"level\":3,\"ac\":13,\"hp\":" + hp + ",\"speed\":30,\"size\":\"medium\","
                + "\"attacks\":[{\"name\":\"sword\",\"ability\":\"str\",\"proficiency\":2,\"damage\":\"1d8\","
                + "\"damageType\":\"slashing\",\"reach\":5}]}";
    }

    public JsonNode add(String combatantJson) {
        return command("{\"type\":\"AddCombatant\",\"combatant\":" + combatantJson + "}");
    }
}
