package battleledger.ledger.dusk;

import battleledger.ledger.Api;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.ledger.table.Orders.WHEN_AN_ENEMY_CASTS;
import static battleledger.ledger.table.Orders.cast;
import static battleledger.ledger.table.Orders.declare;
import static battleledger.ledger.table.Orders.end;
import static battleledger.ledger.table.Orders.ready;
import static battleledger.ledger.table.Table.all;
import static battleledger.ledger.table.Table.first;
import static battleledger.ledger.table.Table.order;
import static battleledger.ledger.table.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The last two worked examples of 002 › Sequences, over HTTP: an emanation that waits for the sequence to end, and
 * triggered spells and a contingency firing in the middle of one.
 */
@MicronautTest(transactional = false)
class DuskSpellExamplesHttpTest {

    @Inject
    EmbeddedServer server;

    static int[] dice(int[]... parts) {
        return java.util.Arrays.stream(parts).flatMapToInt(java.util.Arrays::stream).toArray();
    }

    static int[] times(int value, int n) {
        int[] out = new int[n];
        java.util.Arrays.fill(out, value);
        return out;
    }

    /**
     * "The kobold begins a fireball, and both Teresa and Devon use a readied action set for when someone casts a
     * spell. Teresa uses deflection, but fails her caster level check against the kobold. Devon casts silence on the
     * kobold, but since that spell creates an emanation it waits until the sequence is over to act. The kobold gets
     * off his fireball, hurting both our heroes. Now the silence takes hold, which means the creep won't hit them
     * again."
     */
    @Test
    void theDeflectionFailsTheFireballHurtsBothAndThenTheSilenceTakesHold() {
        // deflection: 4 + 5 = 9 against 11 + 5; the fireball 8d6 all 3s: 24; Teresa and Devon fail their saves
        Table t = Table.seat(new Api(server.getURL()), "The kobold's fireball and the silence", new int[]{20, 19, 18},
                dice(new int[]{4}, times(3, 8), new int[]{1, 1}), List.of(),
                Stat.named("teresa").hp(40).caster("wizard", 5, "deflection"),
                Stat.named("devon").hp(40).caster("cleric", 5, "silence"),
                Stat.named("kobold").side("kobolds").monster().hp(30).caster("wizard", 5, "fireball"));
        t.does(ready("teresa", WHEN_AN_ENEMY_CASTS, cast("teresa", "deflection", "$trigger")));
        t.does(end("teresa"));
        t.does(ready("devon", WHEN_AN_ENEMY_CASTS, cast("devon", "silence", "$trigger")));
        t.does(end("devon"));
        t.does(cast("kobold", "fireball", "teresa", "devon"));
        assertThat(texts(t.sequence().get("awaiting"), "reactor")).containsExactly("devon", "teresa");
        t.does(declare("devon"));
        JsonNode open = t.sequence();
        assertThat(texts(open.get("resolutionOrder"), "")).hasSize(2);
        assertThat(texts(open.get("declarations"), "spell")).containsExactly("fireball", "silence");

        JsonNode resolved = t.does(declare("teresa"));
        // "Teresa uses deflection, but fails her caster level check against the kobold."
        assertThat(first(resolved, "RedirectFailed").at("/roll/total").asInt()).isEqualTo(9);
        // "since that spell creates an emanation it waits until the sequence is over to act"
        JsonNode silence = first(resolved, "EffectStarted").get("effect");
        assertThat(silence.get("deferred").asBoolean()).isTrue();
        assertThat(silence.get("centre").asText()).isEqualTo("kobold");
        // "The kobold gets off his fireball, hurting both our heroes. Now the silence takes hold"
        assertThat(order(resolved, "RedirectFailed", "EffectStarted", "DamageDealt", "SequenceClosed",
                "EffectActivated")).containsExactly("RedirectFailed", "EffectStarted", "DamageDealt", "DamageDealt",
                "SequenceClosed", "EffectActivated");
        assertThat(all(resolved, "DamageDealt")).extracting(d -> d.get("amount").asInt()).containsExactly(24, 24);
        assertThat(t.fighter("teresa").get("hp").asInt()).isEqualTo(16);
        assertThat(t.fighter("devon").get("hp").asInt()).isEqualTo(16);
        JsonNode effects = t.battle.read("effects");
        assertThat(texts(effects, "spell")).containsExactly("silence");
        assertThat(effects.get(0).get("deferred").asBoolean()).isFalse();
        assertThat(t.log()).containsSubsequence("Silence waits for the sequence to end before it takes hold on Kobold.",
                "The sequence ends.", "Silence takes hold now that the sequence is over.");

        // "which means the creep won't hit them again"
        t.does(end("kobold"));
        t.does(end("teresa"));
        t.does(end("devon"));
        t.battle.attempt(cast("kobold", "fireball", "teresa", "devon")).problem(409, "silenced");
    }

    /**
     * "Dranock has a contingency set to teleport him home if he goes to less than 20 hit points. He begins a chain
     * lightning spell and Trishdare uses a ready action to hit him with a fireball. Teresa uses her ready action to
     * cast deflection on his spell, changing the chain lightning target to Dranock himself. Teresa, who declared
     * last, goes first, casting deflection. This triggers a lightning rift Dranock had put in place earlier. The spell
     * lets Teresa deal 5d6 damage to Dranock. That is resolved, and Trishdare goes with his fireball. The Lightning
     * Rift triggers again and Trishdare has it deal 3d6 damage to Dranock. Between the rift, the fireball, and other
     * damage he's taken previously, he's down to 19 hit points. His contingency now triggers, teleporting him miles
     * away. When he gets there he completes his deflected chain lightning, which roasts him quite succinctly."
     */
    @Test
    void dranockIsTeleportedAt19AndRoastedByHisOwnDeflectedChainLightning() {
        // deflection 15 + 9 = 24 against 11 + 11; the rift 5d6 = 15; the fireball 8d6 = 32, Dranock saves (15 + 2)
        // for 16; the rift 3d6 = 6; the chain lightning 10d8 = 50, his save fails (3 + 2)
        Table t = Table.seat(new Api(server.getURL()), "Dranock's contingency", new int[]{20, 19, 16},
                dice(new int[]{15}, times(3, 5), times(4, 8), new int[]{15}, times(2, 3), times(5, 10), new int[]{3}),
                List.of(cast("dranock", "lightning-rift").replace(",\"by\":\"dranock\"", ""),
                        "{\"type\":\"CastSpell\",\"actor\":\"dranock\",\"spell\":\"contingency\",\"targets\":[],"
                                + "\"holds\":{\"spell\":\"teleport\",\"trigger\":{\"on\":\"HitPointsBelow\","
                                + "\"by\":{\"side\":\"self\"},\"below\":20}}}"),
                Stat.named("teresa").hp(40).caster("wizard", 9, "deflection"),
                Stat.named("trishdare").hp(40).caster("wizard", 9, "fireball"),
                Stat.named("dranock").side("villains").ability("dex", 14).ability("con", 12).level(11).hp(56)
                        .caster("wizard", 11, "chain-lightning", "lightning-rift", "contingency", "teleport"));
        assertThat(texts(t.battle.read("effects"), "spell")).containsExactly("lightning-rift", "contingency");
        t.does(ready("teresa", WHEN_AN_ENEMY_CASTS, cast("teresa", "deflection", "$trigger")));
        t.does(end("teresa"));
        t.does(ready("trishdare", WHEN_AN_ENEMY_CASTS, cast("trishdare", "fireball", "dranock")));
        t.does(end("trishdare"));
        t.does(cast("dranock", "chain-lightning", "teresa", "trishdare"));
        t.does(declare("trishdare"));

        JsonNode resolved = t.does(declare("teresa"));
        // "changing the chain lightning target to Dranock himself"
        assertThat(texts(first(resolved, "PendingRedirected").get("to"), "")).containsExactly("dranock");
        // the rift 5d6 (56 → 41), the fireball halved (→ 25), the rift 3d6 (→ 19), his own chain lightning (→ −31)
        List<Integer> hp = new ArrayList<>();
        all(resolved, "DamageDealt").forEach(d -> hp.add(d.get("hpAfter").asInt()));
        assertThat(hp).containsExactly(41, 25, 19, -31);
        assertThat(all(resolved, "DamageDealt")).allMatch(d -> d.get("target").asText().equals("dranock"));
        // deflection is cast and the rift fires; the fireball is cast and the rift fires again, which sets off the
        // contingency: the teleport is cast; then the chain lightning lands, on Dranock, and is cast
        assertThat(order(resolved, "PendingRedirected", "TriggeredEffectFired", "SpellCast", "Teleported",
                "LifeChanged")).containsExactly("PendingRedirected", "SpellCast", "TriggeredEffectFired",
                "SpellCast", "TriggeredEffectFired", "TriggeredEffectFired", "Teleported", "SpellCast", "LifeChanged",
                "SpellCast");
        assertThat(texts(new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(all(resolved, "SpellCast")),
                "spell")).containsExactly("deflection", "fireball", "teleport", "chain-lightning");
        // "His contingency now triggers, teleporting him miles away" ... "which roasts him quite succinctly"
        JsonNode dranock = t.fighter("dranock");
        assertThat(dranock.at("/spellcasting/away").asBoolean()).isTrue();
        assertThat(dranock.get("life").asText()).isEqualTo("dead");
        assertThat(dranock.get("hp").asInt()).isEqualTo(-31);
        assertThat(t.fighter("teresa").get("hp").asInt()).isEqualTo(40);
        assertThat(t.fighter("trishdare").get("hp").asInt()).isEqualTo(40);
        assertThat(texts(t.battle.read("effects"), "spell")).containsExactly("lightning-rift");
        assertThat(t.log()).containsSubsequence("Teresa deflects the spell onto Dranock (1d20 (15) + 9 caster "
                + "level = 24 against 22: success).", "Dranock takes 6 damage (3d6 (2, 2, 2) = 6 lightning; 25 → 19 "
                + "hit points).", "Contingency triggers: Dranock is below 20 hit points.", "Dranock is teleported far away.");
        assertThat(t.battle.verified()).isTrue();
    }
}
