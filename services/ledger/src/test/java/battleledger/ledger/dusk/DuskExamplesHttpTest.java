package battleledger.ledger.dusk;

import battleledger.ledger.Api;
import battleledger.ledger.table.Stat;
import battleledger.ledger.table.Table;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.ledger.table.Orders.WHEN_AN_ENEMY_CASTS;
import static battleledger.ledger.table.Orders.attack;
import static battleledger.ledger.table.Orders.cast;
import static battleledger.ledger.table.Orders.castAs;
import static battleledger.ledger.table.Orders.closeIn;
import static battleledger.ledger.table.Orders.declare;
import static battleledger.ledger.table.Orders.end;
import static battleledger.ledger.table.Orders.ready;
import static battleledger.ledger.table.Table.all;
import static battleledger.ledger.table.Table.first;
import static battleledger.ledger.table.Table.order;
import static battleledger.ledger.table.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The first three worked examples of 002 › Sequences, played through the HTTP command API by each combatant's
 * player, with the dice scripted: every outcome the text states is asserted on the command answers and on the
 * projections (the open sequence, the combatants, the log).
 */
@MicronautTest(transactional = false)
class DuskExamplesHttpTest {

    @Inject
    EmbeddedServer server;

    /**
     * "Teresa, Timmon and a hobgoblin are in combat. Timmon is guarding Teresa and has readied an action to attack
     * anyone who attacks her. The hobgoblin has readied an action to attack any spellcaster. Teresa's initiative
     * comes up, and she casts magic missile at the hobgoblin. The hobgoblin takes its ready action and begins its
     * attack on Teresa. Timmon takes his ready action to attack the hobgoblin. Now the actions are resolved: Timmon
     * attacks and kills the hobgoblin. The hobgoblin, now dead, can't act. Teresa loses her spell not because she was
     * hurt but because the target is dead (she can't change targets after the sequence has been set)."
     */
    @Test
    void timmonKillsTheHobgoblinWhoCannotActAndTeresasMagicMissileIsLost() {
        // Timmon's sword: 15 + 3 + 2 = 20 hits AC 14; 6 + 3 = 9 damage kills the 7-hp hobgoblin
        Table t = Table.seat(new Api(server.getURL()), "Teresa, Timmon and the hobgoblin", new int[]{20, 19, 18},
                new int[]{15, 6}, List.of(),
                Stat.named("timmon").ability("str", 16).sword("1d8"),
                Stat.named("hobgoblin").side("goblins").monster().ac(14).hp(7).sword("1d8"),
                Stat.named("teresa").hp(27).caster("wizard", 5, "magic-missile"));
        t.does(closeIn("timmon", "hobgoblin"));
        t.does(ready("timmon", "{\"on\":\"AttackDeclared\",\"target\":{\"id\":\"teresa\"}}",
                attack("timmon", "$trigger", "sword")));
        t.does(end("timmon"));
        t.does(closeIn("hobgoblin", "teresa"));
        t.does(ready("hobgoblin", WHEN_AN_ENEMY_CASTS, attack("hobgoblin", "$trigger", "sword")));
        t.does(end("hobgoblin"));

        // "Teresa's initiative comes up, and she casts magic missile at the hobgoblin."
        t.does(cast("teresa", "magic-missile", "hobgoblin", "hobgoblin", "hobgoblin"));
        JsonNode open = t.sequence();
        assertThat(open.get("open").asBoolean()).isTrue();
        assertThat(open.get("trigger").asText()).isEqualTo("Teresa begins Magic Missile");
        assertThat(texts(open.get("awaiting"), "reactor")).containsExactly("hobgoblin");
        t.battle.attempt(end("teresa")).problem(409, "awaiting-reaction");

        // "The hobgoblin takes its ready action and begins its attack on Teresa."
        t.does(declare("hobgoblin"));
        open = t.sequence();
        assertThat(texts(open.get("declarations"), "actor")).containsExactly("teresa", "hobgoblin");
        assertThat(texts(open.get("awaiting"), "reactor")).containsExactly("timmon");

        // "Timmon takes his ready action to attack the hobgoblin. Now the actions are resolved"
        JsonNode resolved = t.does(declare("timmon"));
        assertThat(first(resolved, "DeclarationsClosed").get("order")).hasSize(3);
        assertThat(order(resolved, "AttackRolled", "ActionCancelled", "SpellFizzled"))
                .containsExactly("AttackRolled", "ActionCancelled", "SpellFizzled");
        assertThat(first(resolved, "AttackRolled").get("attacker").asText()).isEqualTo("timmon");
        // "Timmon attacks and kills the hobgoblin."
        assertThat(first(resolved, "LifeChanged").get("combatant").asText()).isEqualTo("hobgoblin");
        assertThat(first(resolved, "LifeChanged").get("to").asText()).isEqualTo("dead");
        // "The hobgoblin, now dead, can't act."
        assertThat(first(resolved, "ActionCancelled").get("actor").asText()).isEqualTo("hobgoblin");
        // "Teresa loses her spell ... because the target is dead"
        JsonNode lost = first(resolved, "SpellFizzled");
        assertThat(lost.get("caster").asText()).isEqualTo("teresa");
        assertThat(lost.get("slot").asInt()).isEqualTo(1);
        assertThat(all(resolved, "DamageDealt")).hasSize(1);

        assertThat(t.sequence().get("open").asBoolean()).isFalse();
        JsonNode teresa = t.fighter("teresa");
        assertThat(teresa.get("hp").asInt()).isEqualTo(27); // "not because she was hurt"
        assertThat(teresa.at("/spellcasting/slots/1/used").asInt()).isEqualTo(1);
        assertThat(t.fighter("hobgoblin").get("life").asText()).isEqualTo("dead");
        assertThat(t.log()).contains("Hobgoblin cannot act: it is dead.")
                .anyMatch(l -> l.startsWith("Teresa's Magic Missile is lost"));
        assertThat(t.battle.verified()).isTrue();
    }

    /**
     * "Teresa casts fireball to hit some goblins surrounding Devon. She isn't worried about hitting Devon because he
     * has protection from elements (fire) in place. However, as she casts her spell an enemy caster uses sleight of
     * mind to change her fireball into a cold spell. She can't abandon her spell, and Devon is badly hurt."
     */
    @Test
    void sleightOfMindTurnsTeresasFireballColdAndDevonIsBadlyHurt() {
        // the fireball's 8d6 all 4s: 32; the goblin and Devon fail their Dexterity saves (2 and 3 against DC 14)
        Table t = Table.seat(new Api(server.getURL()), "Teresa's fireball", new int[]{20, 19, 18, 17},
                new int[]{4, 4, 4, 4, 4, 4, 4, 4, 2, 3}, List.of(),
                Stat.named("devon").hp(40).caster("cleric", 5, "protection-from-elements"),
                Stat.named("mage").side("goblins").caster("wizard", 5, "sleight-of-mind"),
                Stat.named("teresa").caster("wizard", 5, "fireball"),
                Stat.named("goblin").side("goblins").monster().hp(30));
        t.does(castAs("devon", "protection-from-elements", "fire", "devon"));
        assertThat(t.battle.read("effects")).extracting(e -> e.get("mode").asText()).containsExactly("fire");
        t.does(end("devon"));
        t.does(ready("mage", WHEN_AN_ENEMY_CASTS, castAs("mage", "sleight-of-mind", "cold", "$trigger")));
        t.does(end("mage"));
        t.does(cast("teresa", "fireball", "goblin", "devon"));
        assertThat(texts(t.sequence().get("awaiting"), "reactor")).containsExactly("mage");
        // "She can't abandon her spell"
        t.battle.attempt(end("teresa")).problem(409, "awaiting-reaction");

        JsonNode resolved = t.does(declare("mage"));
        JsonNode changed = first(resolved, "EnergyChanged");
        assertThat(changed.get("from").asText()).isEqualTo("fire");
        assertThat(changed.get("to").asText()).isEqualTo("cold");
        assertThat(order(resolved, "EnergyChanged", "DamageRolled")).containsExactly("EnergyChanged", "DamageRolled");
        JsonNode devon = all(resolved, "DamageDealt").stream().filter(d -> d.get("target").asText().equals("devon"))
                .findFirst().orElseThrow();
        assertThat(devon.get("damageType").asText()).isEqualTo("cold");
        assertThat(devon.get("amount").asInt()).isEqualTo(32); // the protection guards against fire only
        assertThat(t.fighter("devon").get("hp").asInt()).isEqualTo(8); // "Devon is badly hurt"
        assertThat(t.log()).contains("Mage changes the spell's fire into cold.");
    }

    /**
     * "Timmon and Teresa both have readied actions set to when some enemy begins a spell. Teresa has the better
     * initiative, so she can decide what to do based on what Timmon does. Timmon decides to attack the caster, and
     * Teresa decides to counterspell. Her counterspell goes off before his attack, since the last declared action
     * goes first."
     */
    @Test
    void timmonDeclaresFirstTeresaCountersAndHerCounterspellGoesOffFirst() {
        // Timmon's bow: 12 + 2 + 2 = 16 hits AC 12 for 3 + 2 = 5
        Table t = Table.seat(new Api(server.getURL()), "The kobold's fireball, countered", new int[]{20, 17, 18},
                new int[]{12, 3}, List.of(),
                Stat.named("teresa").caster("wizard", 5, "counterspell"),
                Stat.named("timmon").ability("dex", 14).bow("1d8"),
                Stat.named("kobold").side("kobolds").monster().hp(30).caster("wizard", 5, "fireball"));
        t.does(ready("teresa", WHEN_AN_ENEMY_CASTS, cast("teresa", "counterspell", "$trigger")));
        t.does(end("teresa"));
        t.does(ready("timmon", WHEN_AN_ENEMY_CASTS, attack("timmon", "$trigger", "bow")));
        t.does(end("timmon"));
        t.does(cast("kobold", "fireball", "teresa", "timmon"));
        // readied actions are offered lowest initiative first: Timmon (19) before Teresa (20)
        assertThat(texts(t.sequence().get("awaiting"), "reactor")).containsExactly("timmon", "teresa");
        t.battle.attempt(declare("teresa")).problem(409, "not-your-reaction-yet");

        t.does(declare("timmon"));
        // "she can decide what to do based on what Timmon does": his declaration is there for her to see
        JsonNode open = t.sequence();
        assertThat(texts(open.get("declarations"), "actor")).containsExactly("kobold", "timmon");
        assertThat(texts(open.get("awaiting"), "reactor")).containsExactly("teresa");

        JsonNode resolved = t.does(declare("teresa"));
        assertThat(order(resolved, "PendingCountered", "AttackRolled", "SpellCountered"))
                .containsExactly("PendingCountered", "AttackRolled", "SpellCountered");
        assertThat(first(resolved, "PendingCountered").get("by").asText()).isEqualTo("teresa");
        assertThat(first(resolved, "SpellCountered").get("slot").asInt()).isEqualTo(3);
        assertThat(all(resolved, "DamageDealt")).extracting(d -> d.get("target").asText()).containsExactly("kobold");
        assertThat(t.fighter("teresa").get("hp").asInt()).isEqualTo(20);
        assertThat(t.fighter("kobold").get("hp").asInt()).isEqualTo(25);
        assertThat(t.fighter("kobold").at("/spellcasting/slots/3/used").asInt()).isEqualTo(1);
    }
}
