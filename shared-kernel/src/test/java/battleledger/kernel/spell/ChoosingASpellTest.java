package battleledger.kernel.spell;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Situation;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 002 › Stages of Spellcasting, "Choose the spell" and "Choose the mode": the spell must be known, its components
 * possible and its cost payable; its targets legal (001 › Magic › Spell Components, Range, Targets). A spell that
 * cannot be chosen is refused and nothing happens.
 */
class ChoosingASpellTest {

    static Scene wizardAndOrc(Creature wizard) {
        return Scene.of(wizard, Creature.named("orc").side("orcs").monster().hp(30).sword("1d8"));
    }

    static final CastSpell MISSILE = CastSpell.at("wren", "magic-missile", List.of("orc"));

    @Test
    @DisplayName("001 › Magic › Casting a Spell: a spell the caster does not know is refused")
    void aSpellTheCasterDoesNotKnowIsRefused() {
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .when(CastSpell.at("wren", "fireball", List.of("orc"))).thenRejectedWith("spell-not-known");
    }

    @Test
    @DisplayName("001 › Magic › Casting a Spell: a spell that does not exist is refused as such, even when the caster's "
            + "action is already used (bad input before what the battle forbids)")
    void aSpellThatDoesNotExistIsRefusedBeforeTheActionItWouldTake() {
        Scene dodged = wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .then(new battleledger.kernel.command.IntentCommand.Dodge("wren"));
        dodged.when(MISSILE).thenRejectedWith("action-used");
        dodged.when(CastSpell.at("wren", "wish", List.of("orc"))).thenRejectedWith("unknown-spell");
    }

    @Test
    @DisplayName("001 › Magic › Casting a Spell › Spell Components: without a hand free, no spell with a somatic component")
    void aCasterWithNoHandFreeCannotMakeTheGestures() {
        RuleViolation refused = wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile").gear(0, true, null))
                .when(MISSILE).thenRejectedWith("no-hand-free");
        assertThat(refused.rule().citation()).isEqualTo("001 › Magic › Casting a Spell › Spell Components");
    }

    @Test
    @DisplayName("001 › Magic › Casting a Spell › Spell Components: a spell with a material component needs the material")
    void fireballNeedsItsMaterialComponent() {
        wizardAndOrc(Creature.named("wren").wizard(5, "fireball").gear(1, false, null))
                .when(CastSpell.at("wren", "fireball", List.of("orc"))).thenRejectedWith("no-materials");
        // magic missile (verbal and somatic) needs no material
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile").gear(1, false, null)).when(MISSILE, 3)
                .then(events -> assertThat(first(events, SpellCast.class).spell()).isEqualTo("magic-missile"));
    }

    @Test
    @DisplayName("000 › Perceiving a Caster at Work: innate magic needs no components, so no hand free either")
    void innateMagicNeedsNoComponents() {
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile").innate().gear(0, false, null))
                .when(MISSILE, 3).then(events -> assertThat(first(events, SpellCast.class)).isNotNull());
    }

    @Test
    @DisplayName("001 › Conditions: a paralyzed caster cannot speak, so cannot cast a verbal spell")
    void aCasterWhoCannotSpeakCannotCastAVerbalSpell() {
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .then(new ApplyCondition("wren", Condition.PARALYZED, null))
                .when(MISSILE).thenRejected(RuleViolation.class);
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting › Choose the spell: \"you must be able to pay all costs\" — a slot of the level, or higher")
    void aSpellSpendsASlotOfItsLevelOrOfTheHigherLevelChosen() {
        Scene s = wizardAndOrc(Creature.named("wren").wizard(5, "fireball").slots(3, 1).slots(4, 0).slots(5, 1));
        s.when(CastSpell.at("wren", "fireball", List.of("orc")).atLevel(5), new Integer[]{1, 1, 1, 1, 1, 1, 1, 1, 1,
                        1, 10})
                .then(events -> assertThat(first(events, SpellCast.class).slot()).isEqualTo(5))
                .thenState(st -> assertThat(st.battle().combatant("wren").casting().used(5)).isEqualTo(1));
        s.when(CastSpell.at("wren", "fireball", List.of("orc")).atLevel(2)).thenRejectedWith("invalid-slot-level");
        s.when(CastSpell.at("wren", "fireball", List.of("orc")).atLevel(4)).thenRejectedWith("no-slot");
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting › Choose the spell: with its slots spent, the spell cannot be cast again")
    void withNoSlotLeftTheSpellIsRefused() {
        Scene s = wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile").slots(1, 1))
                .then(MISSILE, 3).then(new EndTurn("wren")).then(new EndTurn("orc"));
        RuleViolation refused = s.when(MISSILE).thenRejectedWith("no-slot");
        assertThat(refused.rule().citation()).startsWith("002 › ");
    }

    @Test
    @DisplayName("001 › Magic › Minor Spells: cast \"whenever and as often as wished\", spending no slot")
    void aMinorSpellIsCastAtWillWithoutASlot() {
        CastSpell grasp = CastSpell.at("wren", "shocking-grasp", List.of("orc"));
        Scene s = wizardAndOrc(Creature.named("wren").wizard(5, "shocking-grasp").slots(1, 0))
                .then(new Move("wren", 5, List.of(), List.of("orc"), false))
                .then(grasp, 15, 4).then(new EndTurn("wren")).then(new EndTurn("orc"));
        s.when(grasp, 15, 4).then(events -> assertThat(first(events, SpellCast.class).slot()).isNull())
                .thenState(st -> assertThat(st.battle().combatant("wren").casting().slotsUsed()).isEmpty());
    }

    @Test
    @DisplayName("001 › Magic › Range: a creature beyond the spell's range cannot be targeted")
    void aCreatureBeyondRangeCannotBeTargeted() {
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .when(MISSILE.in(new Situation(Situation.Cover.NONE, 130, false))).thenRejectedWith("out-of-range");
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .when(MISSILE.in(new Situation(Situation.Cover.NONE, 120, false)), 3)
                .then(events -> assertThat(first(events, SpellCast.class)).isNotNull());
    }

    @Test
    @DisplayName("001 › Magic › Targets: \"You must be able to see a creature that you target directly\"")
    void aCreatureTheCasterCannotSeeCannotBeTargetedDirectly() {
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .when(MISSILE.in(new Situation(Situation.Cover.NONE, 30, true))).thenRejectedWith("cannot-see-target");
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .then(new ApplyCondition("orc", Condition.INVISIBLE, null))
                .when(MISSILE).thenRejectedWith("cannot-see-target");
    }

    @Test
    @DisplayName("001 › Magic › Targets: no creature behind total cover")
    void aCreatureBehindTotalCoverCannotBeTargeted() {
        wizardAndOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .when(MISSILE.in(new Situation(Situation.Cover.TOTAL, 30, false))).thenRejectedWith("total-cover");
    }

    @Test
    @DisplayName("001 › Magic › Range: a touch spell needs its target within reach")
    void aTouchSpellNeedsItsTargetWithinReach() {
        Scene s = Scene.of(Creature.named("bob").cleric(3, "cure-light-wounds"), Creature.named("ann").hp(20));
        s.when(CastSpell.at("bob", "cure-light-wounds", List.of("ann"))).thenRejectedWith("out-of-reach");
        s.then(new Move("bob", 5, List.of(), List.of("ann"), false))
                .when(CastSpell.at("bob", "cure-light-wounds", List.of("ann")), 5)
                .then(events -> assertThat(first(events, SpellCast.class)).isNotNull());
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting › Choose the mode: the mode must be one the spell has")
    void theModeMustBeOneOfTheSpells() {
        Scene s = Scene.of(Creature.named("bob").cleric(5, "protection-from-elements"));
        s.when(CastSpell.at("bob", "protection-from-elements", List.of("bob")).withMode("psychic"))
                .thenRejectedWith("invalid-mode");
        s.when(CastSpell.at("bob", "protection-from-elements", List.of("bob")).withMode("fire"))
                .thenState(st -> assertThat(st.battle().effects()).extracting(e -> e.mode()).containsExactly("fire"));
    }
}
