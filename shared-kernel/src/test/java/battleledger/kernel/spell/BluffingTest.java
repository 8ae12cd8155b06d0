package battleledger.kernel.spell;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.IdentifySpell;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.IntentEvent.SpellChosen;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.event.SpellEvent.SpellFizzled;
import battleledger.kernel.event.SpellEvent.SpellIdentified;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.narration.Line;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 002 › Stages of Spellcasting › Choose the spell: "At the time you choose the spell you must be able to pay all costs
 * ... associated with it and perform all actions ... it requires. If you choose a spell you can't cast nothing happens,
 * though you can certainly bluff the casting of a spell."
 */
class BluffingTest {

    /** The imp knows no spell and has no slot; it waves its claws as if casting a fireball at Ann. */
    static final CastSpell BLUFF = CastSpell.at("imp", "fireball", List.of("ann")).bluffed();

    static Creature imp() {
        return Creature.named("imp").side("fiends").hp(20);
    }

    static Creature ann() {
        return Creature.named("ann").hp(30).sword("1d6");
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting › Choose the spell: \"you can certainly bluff the casting of a spell\" — "
            + "the imp, who cannot cast fireball, begins it for all to see, and when it resolves nothing happens")
    void aBluffIsBegunForAllToSeeAndNothingHappens() {
        Scene start = Scene.of(imp(), ann());
        start.when(BLUFF).then(events -> {
            assertThat(first(events, SpellChosen.class).bluff()).isTrue();
            SpellBegun begun = first(events, SpellBegun.class);
            assertThat(begun.perceptible()).isTrue();
            assertThat(begun.pending().bluff()).isTrue();
            Line line = Narrator.narrate(start.state().battle(), begun);
            assertThat(line.text()).isEqualTo("Imp begins Fireball at Ann.");
            assertThat(line.secret()).startsWith("Imp pretends to begin Fireball at Ann: a bluff");
            assertThat(line.privy()).containsExactly("imp");
            assertThat(first(events, SpellFizzled.class).reason()).isEqualTo("nothing comes of it");
            assertThat(none(events, SpellCast.class)).isTrue();
            assertThat(none(events, DamageDealt.class)).isTrue();
        }).thenState(s -> {
            assertThat(s.battle().economy().actionUsed()).isTrue(); // the show takes the action a casting takes
            assertThat(s.battle().combatant("imp").casting().slotsUsed()).isEmpty();
        });
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting › Begin the spell: \"At this stage spells and characters can use ready "
            + "actions set to trigger upon the casting of a spell\" — Ann's readied attack answers the bluff as it "
            + "would a spell")
    void aBluffSetsOffReadiedActions() {
        Ready ready = new Ready("ann", new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null),
                new Attack("ann", "$trigger", "sword", null, false, null));
        Scene.of(ann(), imp()).then(new Move("ann", 5, List.of(), List.of("imp"), false)).then(ready)
                .then(new EndTurn("ann")).then(BLUFF)
                .when(new DeclareReaction("ann", null, null), 15, 4).then(events -> {
                    assertThat(first(events, AttackRolled.class).target()).isEqualTo("imp");
                    assertThat(first(events, SpellFizzled.class).caster()).isEqualTo("imp");
                    assertThat(events).noneMatch(e -> e instanceof DamageDealt dd && dd.target().equals("ann"));
                });
    }

    @Test
    @DisplayName("000 › Identifying a Spell: a bluff watched and studied is seen through on a success (DC 15 + the level "
            + "of the spell it pretends), and not on a failure (002 › Choose the spell)")
    void identifyingABluffSeesThroughIt() {
        Scene bluffed = Scene.of(imp(), Creature.named("sage").wizard(5))
                .then(CastSpell.at("imp", "fireball", List.of("sage")).bluffed()).then(new EndTurn("imp"));
        bluffed.when(new IdentifySpell("sage", "imp"), 15).then(events -> {
            SpellIdentified id = first(events, SpellIdentified.class);
            assertThat(id.success()).isTrue();
            assertThat(id.bluff()).isTrue();
            assertThat(Narrator.narrate(bluffed.state().battle(), id).text())
                    .startsWith("Sage sees through Imp's bluff: no spell is being cast");
        });
        bluffed.when(new IdentifySpell("sage", "imp"), 2).then(events -> {
            SpellIdentified id = first(events, SpellIdentified.class);
            assertThat(id.success()).isFalse();
            assertThat(id.bluff()).isNull();
        });
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting › Choose the spell: a bluff pretends a casting of a moment — not a ritual; "
            + "and it is still an action on the bluffer's turn")
    void whatABluffCannotBe() {
        Scene.of(imp(), ann()).whenBeforeCombat("gm", CastSpell.at("imp", "fireball", List.of("ann")).asRitual()
                .bluffed()).thenRejectedWith("invalid-bluff");
        Scene.of(imp(), ann()).then(BLUFF).when(BLUFF).thenRejectedWith("action-used");
        Scene.of(imp(), ann()).when(CastSpell.at("imp", "no-such-spell", List.of("ann")).bluffed())
                .thenRejectedWith("unknown-spell");
    }
}
